provider "aws" {
  region = var.region
}

locals {
  # The functions read the key through the AWS Parameters and Secrets Lambda Extension, a layer whose
  # ARN AWS publishes per region and architecture. Without it the key's secret is neither created
  # nor wired, the deterministic functions work, and the LLM functions answer 502 LLM_AUTH.
  read_api_key = var.parameters_secrets_extension_layer_arn != ""
}

# The secret is created empty: its value is put out of band
#   aws secretsmanager put-secret-value --secret-id <arn> --secret-string "$LLM_API_KEY"
# so it never appears in this configuration or in the Terraform state.
resource "aws_secretsmanager_secret" "llm_api_key" {
  count = local.read_api_key ? 1 : 0

  name_prefix             = "outputguard-llm-api-key-"
  description             = "API key of the OpenAI-compatible endpoint OutputGuard's translate, review-cycle and complete-json call."
  recovery_window_in_days = 7
}

module "outputguard" {
  source = "../../"

  name    = var.name
  runtime = var.runtime

  # Paths relative to this example: run the two builds of docs/deploy.md first.
  direct_invoke_zip = "${path.module}/../../../target-lambda/function.zip"
  http_zip          = "${path.module}/../../../target-lambda-http/function.zip"

  llm_base_url                           = var.llm_base_url
  llm_model                              = var.llm_model
  llm_api_key_secret_arn                 = local.read_api_key ? aws_secretsmanager_secret.llm_api_key[0].arn : ""
  parameters_secrets_extension_layer_arn = var.parameters_secrets_extension_layer_arn

  cors_allowed_origins = var.cors_allowed_origins

  authorization_type     = "AWS_IAM"
  throttling_burst_limit = 20
  throttling_rate_limit  = 10
  log_retention_in_days  = 14

  tags = { "example" = "complete" }
}

# A warning at plan time, not an error: the example plans with its defaults.
check "llm_api_key_is_read" {
  assert {
    condition     = local.read_api_key
    error_message = "parameters_secrets_extension_layer_arn is empty: translate, translate-revision-patch, review-cycle and complete-json get no API key and answer 502 LLM_AUTH. Set it to the AWS Parameters and Secrets Lambda Extension layer ARN for the region to create and wire the key's secret."
  }
}
