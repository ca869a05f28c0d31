output "api_url" {
  description = "Base URL of the HTTP API."
  value       = module.outputguard.api_url
}

output "function_names" {
  description = "Direct-invoke Lambda name of each function."
  value       = module.outputguard.function_names
}

output "function_alias_arns" {
  description = "ARN of the `live` alias of each direct-invoke Lambda."
  value       = module.outputguard.function_alias_arns
}

output "llm_api_key_secret_arn" {
  description = "Secret to fill with `aws secretsmanager put-secret-value`. Null without parameters_secrets_extension_layer_arn."
  value       = try(aws_secretsmanager_secret.llm_api_key[0].arn, null)
}
