# expect: memory-timeout-validation var.http_api_timeout_override
variable "http_api_timeout_override" {
  description = "Timeout of the API Lambda, in seconds."
  type        = number
  default     = 60
}
