#!/usr/bin/env bash
# Generates the TypeScript client from docs/openapi.yaml (openapi-generator-maven-plugin, typescript-fetch,
# into target/generated), compiles call.ts with it and runs it against BASE_URL (default
# http://localhost:8080: start the app first, e.g. ./mvnw quarkus:dev). Needs Node.js 18+ (global fetch).
set -euo pipefail
cd "$(dirname "$0")"
../../mvnw -B -q -ntp generate-sources
npm ci --no-audit --no-fund --prefer-offline >/dev/null
npm run -s build
npm run -s call
