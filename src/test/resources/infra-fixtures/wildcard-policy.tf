# expect: least-privilege aws_iam_role_policy.everything
resource "aws_iam_role_policy" "everything" {
  name = "everything"
  role = aws_iam_role.lambda["_http"].id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = ["logs:*"], Resource = "*" }]
  })
}
