# expect: no-secret var.llm_api_key
# The key as a variable: it would land in the state, default or not.
variable "llm_api_key" {
  description = "API key of the LLM endpoint."
  type        = string
  default     = "q7Vt2LmX9rB4nW8kZ3pH6sJ1"
}
