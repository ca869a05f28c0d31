terraform {
  # optional() object attributes and lifecycle preconditions.
  required_version = ">= 1.5.0"

  required_providers {
    aws = {
      source = "hashicorp/aws"
      # 5.40+: aws_lambda_function.logging_config. Below 7: data.aws_region.name is still there.
      version = ">= 5.40.0, < 7.0.0"
    }
  }
}
