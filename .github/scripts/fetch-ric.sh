#!/usr/bin/env bash
# Puts the AWS Lambda Java runtime interface client (what the java21 runtime runs) and its two
# dependencies into target-ric/, for: lambda_smoke.py --ric 'target-ric/*' (JVM function.zip).
set -euo pipefail
cd "$(dirname "$0")/../.."
for artifact in \
    com.amazonaws:aws-lambda-java-runtime-interface-client:2.6.0 \
    com.amazonaws:aws-lambda-java-core:1.2.3 \
    com.amazonaws:aws-lambda-java-serialization:1.1.2; do
  ./mvnw -B -q dependency:copy -Dartifact="$artifact" -DoutputDirectory=target-ric
done
