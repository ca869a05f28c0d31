# expect: route-authorizer aws_apigatewayv2_route.debug
# Spelling out NONE is no better than leaving it out.
resource "aws_apigatewayv2_route" "debug" {
  api_id             = aws_apigatewayv2_api.this[0].id
  route_key          = "POST /debug"
  target             = "integrations/${aws_apigatewayv2_integration.lambda[0].id}"
  authorization_type = "NONE"
}
