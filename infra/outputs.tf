output "api_url" {
  description = "Base URL of the HTTP API ($default stage): POST <api_url><function> with a JSON body, SigV4-signed (AWS_IAM) or with a bearer token (JWT). Null without the API."
  value       = try(aws_apigatewayv2_stage.default[0].invoke_url, null)
}

output "api_id" {
  description = "Id of the HTTP API. Null without the API."
  value       = try(aws_apigatewayv2_api.this[0].id, null)
}

output "api_execution_arn" {
  description = "Execution ARN of the HTTP API, for IAM policies that allow execute-api:Invoke on it (e.g. <arn>/*/POST/extract-json). Null without the API."
  value       = try(aws_apigatewayv2_api.this[0].execution_arn, null)
}

output "route_keys" {
  description = "The API's routes, one per function."
  value       = sort([for r in aws_apigatewayv2_route.function : r.route_key])
}

output "function_arns" {
  description = "Unqualified ARN of each direct-invoke Lambda, by function name."
  value       = { for fn in keys(local.direct_functions) : fn => aws_lambda_function.this[fn].arn }
}

output "function_alias_arns" {
  description = "ARN of the `live` alias of each direct-invoke Lambda, by function name: what callers invoke (SnapStart, when on, applies there)."
  value       = { for fn in keys(local.direct_functions) : fn => aws_lambda_alias.live[fn].arn }
}

output "function_names" {
  description = "Lambda function name of each direct-invoke Lambda, by function name (for `aws lambda invoke --function-name <name> --qualifier live`)."
  value       = { for fn in keys(local.direct_functions) : fn => aws_lambda_function.this[fn].function_name }
}

output "http_function_arn" {
  description = "ARN of the Lambda behind the HTTP API. Null without the API."
  value       = try(aws_lambda_function.this[local.http_key].arn, null)
}

output "log_group_names" {
  description = "CloudWatch log group of each Lambda (\"_http\" is the API's Lambda), plus \"_api_access\" for the API's access log."
  value = merge(
    { for k, g in aws_cloudwatch_log_group.lambda : k => g.name },
    var.create_http_api ? { "_api_access" = aws_cloudwatch_log_group.api_access[0].name } : {},
  )
}
