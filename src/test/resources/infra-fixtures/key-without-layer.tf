# expect: key-needs-layer module.unplannable
# The key's location is always passed, the extension layer only when someone sets it: with the
# defaults the module's precondition stops the plan.
resource "aws_secretsmanager_secret" "key" {
  name_prefix = "key-"
}

module "unplannable" {
  source = "./"

  llm_api_key_secret_arn                 = aws_secretsmanager_secret.key.arn
  parameters_secrets_extension_layer_arn = var.parameters_secrets_extension_layer_arn
}
