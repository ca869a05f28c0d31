package dev.outputguard.lambda.http;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.amazonaws.services.lambda.runtime.Context;

import dev.outputguard.http.AwsRequestIds;
import io.quarkus.vertx.http.runtime.QuarkusHttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Behind API Gateway each HTTP request is one Lambda invocation; quarkus-amazon-lambda-http hands its
 * Lambda context along with the request's headers. Only in the API Gateway build (src/lambda-http/java).
 */
@ApplicationScoped
public class LambdaContextRequestIds implements AwsRequestIds {

    @Override
    public Optional<String> of(RoutingContext request) {
        if (request.request().headers() instanceof QuarkusHttpHeaders headers) {
            Object context = headers.getContextObject(Context.class);
            if (context instanceof Context lambda) {
                return Optional.ofNullable(lambda.getAwsRequestId());
            }
        }
        return Optional.empty();
    }
}
