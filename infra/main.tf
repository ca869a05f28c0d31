data "aws_partition" "current" {}
data "aws_region" "current" {}
data "aws_caller_identity" "current" {}

locals {
  native = var.runtime == "native"

  # provided.al2023 runs ./bootstrap from the native zip and ignores the handler; java21 enters
  # Quarkus through the flavour's stream handler (for direct invoke Funqy's, wrapped to put the AWS
  # request id on the invocation's log lines).
  lambda_runtime = local.native ? "provided.al2023" : "java21"
  direct_handler = local.native ? "bootstrap" : "dev.outputguard.lambda.direct.StreamHandler::handleRequest"
  http_handler   = local.native ? "bootstrap" : "io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler::handleRequest"

  # Every Lambda publishes a version and is called through this alias: SnapStart (snap_start, jvm
  # only) applies to published versions, and one code path keeps native and jvm alike.
  alias_name = "live"

  # "_http" cannot clash with a function name: those start with a letter.
  http_key         = "_http"
  direct_functions = var.create_direct_functions ? var.functions : {}
  any_llm_function = anytrue([for f in values(var.functions) : f.llm])

  lambdas = merge(
    { for fn, f in local.direct_functions : fn => {
      function_name = "${var.name}-${fn}"
      description   = "OutputGuard ${fn} (direct invoke)"
      zip           = var.direct_invoke_zip
      handler       = local.direct_handler
      memory_size   = var.lambda_memory_size
      timeout       = var.lambda_timeout
      llm           = f.llm
      # Funqy reads this at run time to pick the one function this Lambda serves.
      environment = { QUARKUS_FUNQY_EXPORT = fn }
    } },
    var.create_http_api ? { (local.http_key) = {
      function_name = "${var.name}-http"
      description   = "OutputGuard HTTP API: POST /<function> for every function"
      zip           = var.http_zip
      handler       = local.http_handler
      memory_size   = var.http_memory_size
      timeout       = var.http_timeout
      llm           = local.any_llm_function
      environment   = {}
    } } : {}
  )

  # The LLM API key: only where to find it goes into the environment, never the value.
  uses_secret   = var.llm_api_key_secret_arn != ""
  uses_ssm      = var.llm_api_key_ssm_parameter_name != ""
  uses_key      = local.uses_secret || local.uses_ssm
  ssm_param_arn = "arn:${data.aws_partition.current.partition}:ssm:${data.aws_region.current.name}:${data.aws_caller_identity.current.account_id}:parameter/${trimprefix(var.llm_api_key_ssm_parameter_name, "/")}"

  key_environment = merge(
    local.uses_secret ? { OUTPUTGUARD_LLM_API_KEY_SECRET_ARN = var.llm_api_key_secret_arn } : {},
    local.uses_ssm ? { OUTPUTGUARD_LLM_API_KEY_SSM_PARAMETER = var.llm_api_key_ssm_parameter_name } : {},
  )

  common_environment = merge(
    var.environment_variables,
    var.llm_base_url != "" ? { OUTPUTGUARD_LLM_BASE_URL = var.llm_base_url } : {},
    var.llm_model != "" ? { OUTPUTGUARD_LLM_MODEL = var.llm_model } : {},
  )

  key_read_statements = concat(
    local.uses_secret ? [{
      Sid      = "ReadLlmApiKeySecret"
      Effect   = "Allow"
      Action   = ["secretsmanager:GetSecretValue"]
      Resource = [var.llm_api_key_secret_arn]
    }] : [],
    local.uses_ssm ? [{
      Sid      = "ReadLlmApiKeyParameter"
      Effect   = "Allow"
      Action   = ["ssm:GetParameter"]
      Resource = [local.ssm_param_arn]
    }] : [],
    var.llm_api_key_kms_key_arn != "" ? [{
      Sid      = "DecryptLlmApiKey"
      Effect   = "Allow"
      Action   = ["kms:Decrypt"]
      Resource = [var.llm_api_key_kms_key_arn]
    }] : [],
  )

  key_readers = { for k, l in local.lambdas : k => l if l.llm && local.uses_key }

  tags = merge({ "app" = "outputguard" }, var.tags)
}

################################################################################
# Logs: one group per Lambda, retention always set
################################################################################

resource "aws_cloudwatch_log_group" "lambda" {
  for_each = local.lambdas

  name              = "/aws/lambda/${each.value.function_name}"
  retention_in_days = var.log_retention_in_days
  tags              = local.tags
}

################################################################################
# IAM: one role per Lambda, writing to its own log group, reading the key if it needs it
################################################################################

resource "aws_iam_role" "lambda" {
  for_each = local.lambdas

  name = each.value.function_name
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Action    = "sts:AssumeRole"
      Principal = { Service = "lambda.amazonaws.com" }
    }]
  })
  tags = local.tags
}

resource "aws_iam_role_policy" "logs" {
  for_each = local.lambdas

  name = "write-own-log-group"
  role = aws_iam_role.lambda[each.key].id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid    = "WriteOwnLogGroup"
      Effect = "Allow"
      # No logs:CreateLogGroup: Terraform owns the group and its retention.
      Action   = ["logs:CreateLogStream", "logs:PutLogEvents"]
      Resource = ["${aws_cloudwatch_log_group.lambda[each.key].arn}:*"]
    }]
  })
}

resource "aws_iam_role_policy" "llm_api_key" {
  for_each = local.key_readers

  name = "read-llm-api-key"
  role = aws_iam_role.lambda[each.key].id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = local.key_read_statements
  })
}

################################################################################
# Lambda functions: one per function (direct invoke) and one for the HTTP API
################################################################################

resource "aws_lambda_function" "this" {
  for_each = local.lambdas

  function_name    = each.value.function_name
  description      = each.value.description
  role             = aws_iam_role.lambda[each.key].arn
  filename         = each.value.zip
  source_code_hash = filebase64sha256(each.value.zip)
  runtime          = local.lambda_runtime
  handler          = each.value.handler
  architectures    = [var.architecture]
  memory_size      = each.value.memory_size
  timeout          = each.value.timeout
  publish          = true
  layers           = each.value.llm && local.uses_key ? [var.parameters_secrets_extension_layer_arn] : []

  environment {
    variables = merge(
      local.common_environment,
      each.value.llm ? local.key_environment : {},
      each.value.environment,
    )
  }

  logging_config {
    log_format = "Text"
    log_group  = aws_cloudwatch_log_group.lambda[each.key].name
  }

  # Off unless asked for: the snapshot is taken after the functions were primed (SnapStartPriming).
  dynamic "snap_start" {
    for_each = var.snap_start ? [true] : []
    content {
      apply_on = "PublishedVersions"
    }
  }

  tags = local.tags

  lifecycle {
    precondition {
      condition     = !(var.snap_start && local.native)
      error_message = "snap_start applies to runtime = \"jvm\" only: Lambda offers SnapStart for the Java runtimes, and a native image starts fast without it."
    }
    precondition {
      condition     = !(local.uses_secret && local.uses_ssm)
      error_message = "Set llm_api_key_secret_arn or llm_api_key_ssm_parameter_name, not both."
    }
    precondition {
      condition     = !local.uses_key || var.parameters_secrets_extension_layer_arn != ""
      error_message = "Reading the LLM API key needs parameters_secrets_extension_layer_arn: the ARN of the AWS Parameters and Secrets Lambda Extension layer for this region and architecture."
    }
  }

  depends_on = [aws_iam_role_policy.logs]
}

resource "aws_lambda_alias" "live" {
  for_each = local.lambdas

  name             = local.alias_name
  description      = "The published version callers use (SnapStart applies to published versions)."
  function_name    = aws_lambda_function.this[each.key].function_name
  function_version = aws_lambda_function.this[each.key].version
}

################################################################################
# API Gateway HTTP API: POST /<function> for every function, one Lambda behind them
################################################################################

resource "aws_apigatewayv2_api" "this" {
  count = var.create_http_api ? 1 : 0

  name          = var.name
  description   = "OutputGuard: POST /<function> with a JSON body"
  protocol_type = "HTTP"
  tags          = local.tags

  # Off unless origins are listed: API Gateway then answers browsers' preflights itself.
  dynamic "cors_configuration" {
    for_each = length(var.cors_allowed_origins) > 0 ? [true] : []
    content {
      allow_origins  = var.cors_allowed_origins
      allow_methods  = ["POST"]
      allow_headers  = ["authorization", "content-type", "x-amz-date", "x-amz-security-token", "x-request-id"]
      expose_headers = ["x-request-id"]
      max_age        = 600
    }
  }
}

resource "aws_apigatewayv2_integration" "lambda" {
  count = var.create_http_api ? 1 : 0

  api_id                 = aws_apigatewayv2_api.this[0].id
  integration_type       = "AWS_PROXY"
  integration_method     = "POST"
  integration_uri        = aws_lambda_alias.live[local.http_key].invoke_arn
  payload_format_version = "2.0"
  # API Gateway's ceiling; http_timeout (at most 29 s) makes the Lambda finish first.
  timeout_milliseconds = 30000
}

resource "aws_apigatewayv2_authorizer" "jwt" {
  count = var.create_http_api && var.authorization_type == "JWT" ? 1 : 0

  api_id           = aws_apigatewayv2_api.this[0].id
  name             = "${var.name}-jwt"
  authorizer_type  = "JWT"
  identity_sources = ["$request.header.Authorization"]

  jwt_configuration {
    issuer   = var.jwt_issuer
    audience = var.jwt_audience
  }

  lifecycle {
    precondition {
      condition     = var.jwt_issuer != "" && length(var.jwt_audience) > 0
      error_message = "authorization_type = \"JWT\" needs jwt_issuer and at least one jwt_audience."
    }
  }
}

resource "aws_apigatewayv2_route" "function" {
  for_each = var.create_http_api ? var.functions : {}

  api_id             = aws_apigatewayv2_api.this[0].id
  route_key          = "POST /${each.key}"
  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"
  authorization_type = var.authorization_type
  authorizer_id      = var.authorization_type == "JWT" ? aws_apigatewayv2_authorizer.jwt[0].id : null
}

resource "aws_cloudwatch_log_group" "api_access" {
  count = var.create_http_api ? 1 : 0

  name              = "/aws/apigateway/${var.name}"
  retention_in_days = var.log_retention_in_days
  tags              = local.tags
}

resource "aws_apigatewayv2_stage" "default" {
  count = var.create_http_api ? 1 : 0

  api_id      = aws_apigatewayv2_api.this[0].id
  name        = "$default"
  auto_deploy = true

  default_route_settings {
    throttling_burst_limit = var.throttling_burst_limit
    throttling_rate_limit  = var.throttling_rate_limit
  }

  # Who called what and how it ended; never the body (it may hold the caller's documents).
  access_log_settings {
    destination_arn = aws_cloudwatch_log_group.api_access[0].arn
    format = jsonencode({
      requestId          = "$context.requestId"
      ip                 = "$context.identity.sourceIp"
      caller             = "$context.identity.caller"
      routeKey           = "$context.routeKey"
      status             = "$context.status"
      responseLength     = "$context.responseLength"
      integrationLatency = "$context.integrationLatency"
      errorMessage       = "$context.error.message"
    })
  }

  tags = local.tags
}

resource "aws_lambda_permission" "http_api" {
  count = var.create_http_api ? 1 : 0

  statement_id  = "AllowHttpApiInvoke"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.this[local.http_key].function_name
  qualifier     = aws_lambda_alias.live[local.http_key].name
  principal     = "apigateway.amazonaws.com"
  # Any stage of this API, POST routes only.
  source_arn = "${aws_apigatewayv2_api.this[0].execution_arn}/*/POST/*"
}
