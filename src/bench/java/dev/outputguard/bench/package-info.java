/**
 * JMH benchmarks. Built only by the {@code bench} Maven profile and never run by CI:
 * {@code ./mvnw -Pbench package -DskipTests && java -jar target/benchmarks.jar <regex>}.
 */
package dev.outputguard.bench;
