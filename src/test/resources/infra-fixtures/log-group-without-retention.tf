# expect: log-retention aws_cloudwatch_log_group.audit
resource "aws_cloudwatch_log_group" "audit" {
  name = "/outputguard/audit"
}
