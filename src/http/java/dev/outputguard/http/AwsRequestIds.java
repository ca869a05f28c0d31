package dev.outputguard.http;

import java.util.Optional;

import io.vertx.ext.web.RoutingContext;

/**
 * The AWS request id of the Lambda invocation that carries an HTTP request. Implemented only in the API
 * Gateway build (src/lambda-http/java), where each request arrives as a Lambda event; locally there
 * is no such bean and no such id.
 */
public interface AwsRequestIds {

    Optional<String> of(RoutingContext request);
}
