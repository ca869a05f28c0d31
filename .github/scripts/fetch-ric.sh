#!/usr/bin/env bash
# Puts the AWS Lambda Java runtime interface client (what the java21 runtime runs) and its
# dependencies into target-ric/, for: lambda_smoke.py --ric 'target-ric/*' (a JVM function.zip).
set -euo pipefail
cd "$(dirname "$0")/../.."
./mvnw -B -q -ntp -f .github/scripts/ric/pom.xml dependency:copy-dependencies -DoutputDirectory="$PWD/target-ric"
