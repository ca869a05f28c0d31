# expect: cors aws_apigatewayv2_api.browsers
# A fixed CORS block is on for every deployment, and "*" lets any web page call the API.
resource "aws_apigatewayv2_api" "browsers" {
  name          = "browsers"
  protocol_type = "HTTP"

  cors_configuration {
    allow_origins = ["*"]
    allow_methods = ["POST"]
  }
}
