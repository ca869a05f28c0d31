variable "region" {
  description = "AWS region to deploy to."
  type        = string
  default     = "eu-west-1"
}

variable "name" {
  description = "Prefix of every resource name."
  type        = string
  default     = "outputguard-example"
}

variable "runtime" {
  description = "\"native\" (the zips of the native workflow) or \"jvm\" (the zips built on any machine)."
  type        = string
  default     = "native"
}

variable "llm_base_url" {
  description = "OpenAI-compatible Chat Completions endpoint."
  type        = string
  default     = "https://api.openai.com/v1"
}

variable "llm_model" {
  description = "Model name sent to the endpoint."
  type        = string
  default     = "gpt-4o-mini"
}

variable "parameters_secrets_extension_layer_arn" {
  description = "ARN of the AWS Parameters and Secrets Lambda Extension layer for the region and architecture (AWS documents one per region). Empty: no API key secret is created or read, and the LLM functions answer 502 LLM_AUTH."
  type        = string
  default     = ""
}

variable "cors_allowed_origins" {
  description = "Browser origins allowed to call the HTTP API; empty keeps CORS off."
  type        = list(string)
  default     = []
}
