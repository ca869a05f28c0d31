# expect: route-authorizer aws_apigatewayv2_route.health
# A health route someone adds to infra/main.tf and forgets to protect: no authorization_type means NONE.
resource "aws_apigatewayv2_route" "health" {
  api_id    = aws_apigatewayv2_api.this[0].id
  route_key = "GET /health"
  target    = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"
}
