# expect: no-secret var.llm_api_key
# The key as a variable: it would land in the state even without this (AWS's documented example) default.
variable "llm_api_key" {
  description = "API key of the LLM endpoint."
  type        = string
  default     = "AKIAIOSFODNN7EXAMPLE"
}
