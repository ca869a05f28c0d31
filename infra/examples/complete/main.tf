provider "aws" {
  region = var.region
}

# The secret is created empty: its value is put out of band
#   aws secretsmanager put-secret-value --secret-id <arn> --secret-string "$LLM_API_KEY"
# so it never appears in this configuration or in the Terraform state.
resource "aws_secretsmanager_secret" "llm_api_key" {
  name_prefix             = "outputguard-llm-api-key-"
  description             = "API key of the OpenAI-compatible endpoint OutputGuard's translate and review-cycle call."
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
  llm_api_key_secret_arn                 = aws_secretsmanager_secret.llm_api_key.arn
  parameters_secrets_extension_layer_arn = var.parameters_secrets_extension_layer_arn

  authorization_type     = "AWS_IAM"
  throttling_burst_limit = 20
  throttling_rate_limit  = 10
  log_retention_in_days  = 14

  tags = { "example" = "complete" }
}
