package dev.outputguard.acceptance;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** Every vector over HTTP against the packaged app ({@code target/quarkus-app/quarkus-run.jar}), run by failsafe. */
@QuarkusIntegrationTest
class HttpVectorsIT extends HttpVectorsTest {
}
