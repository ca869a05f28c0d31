################################################################################
# Naming and what to deploy
################################################################################

variable "name" {
  description = "Prefix of every resource name (Lambda functions, roles, log groups, the HTTP API)."
  type        = string
  default     = "outputguard"

  validation {
    condition     = can(regex("^[A-Za-z][A-Za-z0-9-]{0,29}$", var.name))
    error_message = "name must start with a letter and hold at most 30 letters, digits or hyphens, so that \"<name>-<function>\" fits Lambda's 64-character limit."
  }
}

# The one list of functions. Adding a function to the code means adding one line here;
# the infra check (InfraStructureTest) fails until every @Funq name in src/main/java has one.
variable "functions" {
  description = "Functions to deploy: one direct-invoke Lambda and one `POST /<name>` route each. `llm = true` marks a function that calls the LLM, which alone may read the API key secret."
  type = map(object({
    llm = optional(bool, false)
  }))
  default = {
    "extract-json"              = {}
    "extract-terminal-response" = {}
    "validate-response"         = {}
    "sanitize-output"           = {}
    "review-decision"           = {}
    "translate"                 = { llm = true }
    "translate-revision-patch"  = { llm = true }
    "review-cycle"              = { llm = true }
    "complete-json"             = { llm = true }
  }

  validation {
    condition     = length(var.functions) > 0 && alltrue([for f in keys(var.functions) : can(regex("^[a-z][a-z0-9-]{0,31}$", f))])
    error_message = "functions must name at least one function; names are lower-case letters, digits and hyphens (at most 32), as in the @Funq annotations."
  }
}

variable "create_direct_functions" {
  description = "Create one direct-invoke Lambda per function (SDK, CLI, Step Functions callers)."
  type        = bool
  default     = true
}

variable "create_http_api" {
  description = "Create the API Gateway HTTP API and the one Lambda that serves all its routes."
  type        = bool
  default     = true
}

################################################################################
# Artifacts and runtime
################################################################################

variable "runtime" {
  description = "\"native\": provided.al2023 with the GraalVM `bootstrap` zip (built with -Dnative). \"jvm\": java21 with the JVM zips (see snap_start)."
  type        = string
  default     = "native"

  validation {
    condition     = contains(["native", "jvm"], var.runtime)
    error_message = "runtime must be \"native\" or \"jvm\"."
  }
}

variable "snap_start" {
  description = "Lambda SnapStart, for runtime = \"jvm\" only: each published version starts once, exercises every function once (priming) and is snapshotted; new instances resume from the snapshot instead of starting the JVM. The snapshot holds the API key: publish a new version after rotating it."
  type        = bool
  default     = false
}

variable "architecture" {
  description = "Instruction set of the Lambda functions. A native zip only runs on the architecture it was built on (the native workflow builds x86_64)."
  type        = string
  default     = "x86_64"

  validation {
    condition     = contains(["x86_64", "arm64"], var.architecture)
    error_message = "architecture must be \"x86_64\" or \"arm64\"."
  }
}

variable "direct_invoke_zip" {
  description = "Path of the direct-invoke function.zip (`./mvnw package -Dlambda=direct`, add -Dnative for runtime = \"native\"), relative to the directory terraform runs in."
  type        = string
  default     = "../target-lambda/function.zip"

  validation {
    condition     = endswith(var.direct_invoke_zip, ".zip")
    error_message = "direct_invoke_zip must be the path of a .zip file."
  }
}

variable "http_zip" {
  description = "Path of the API Gateway function.zip (`./mvnw package -Dlambda=http`, add -Dnative for runtime = \"native\"), relative to the directory terraform runs in."
  type        = string
  default     = "../target-lambda-http/function.zip"

  validation {
    condition     = endswith(var.http_zip, ".zip")
    error_message = "http_zip must be the path of a .zip file."
  }
}

variable "lambda_memory_size" {
  description = "Memory (MB) of each direct-invoke Lambda. Native runs well in 256; the JVM wants 512 or more."
  type        = number
  default     = 512

  validation {
    condition     = var.lambda_memory_size >= 128 && var.lambda_memory_size <= 10240 && floor(var.lambda_memory_size) == var.lambda_memory_size
    error_message = "lambda_memory_size must be a whole number of MB between 128 and 10240."
  }
}

variable "lambda_timeout" {
  description = "Timeout (seconds) of each direct-invoke Lambda. The LLM functions stop at outputguard.llm.deadline (25 s by default), so keep this above it."
  type        = number
  default     = 60

  validation {
    condition     = var.lambda_timeout >= 1 && var.lambda_timeout <= 900 && floor(var.lambda_timeout) == var.lambda_timeout
    error_message = "lambda_timeout must be a whole number of seconds between 1 and 900 (Lambda's limit)."
  }
}

variable "http_memory_size" {
  description = "Memory (MB) of the Lambda behind the HTTP API."
  type        = number
  default     = 512

  validation {
    condition     = var.http_memory_size >= 128 && var.http_memory_size <= 10240 && floor(var.http_memory_size) == var.http_memory_size
    error_message = "http_memory_size must be a whole number of MB between 128 and 10240."
  }
}

variable "http_timeout" {
  description = "Timeout (seconds) of the Lambda behind the HTTP API. API Gateway gives up after 30 s, so the Lambda must end first."
  type        = number
  default     = 29

  validation {
    condition     = var.http_timeout >= 1 && var.http_timeout <= 29 && floor(var.http_timeout) == var.http_timeout
    error_message = "http_timeout must be a whole number of seconds between 1 and 29: API Gateway's integration timeout is 30 s."
  }
}

variable "environment_variables" {
  description = "Extra environment variables for every Lambda, e.g. OUTPUTGUARD_MAX_INPUT_CHARS. Not for secrets: use llm_api_key_secret_arn or llm_api_key_ssm_parameter_name."
  type        = map(string)
  default     = {}

  validation {
    condition     = !anytrue([for k in keys(var.environment_variables) : can(regex("(?i)(api_?key|secret|passw|token|credential)", k))])
    error_message = "environment_variables must not carry secrets (a name mentions a key, secret, password, token or credential): store it in Secrets Manager or SSM and pass its ARN or name."
  }
}

variable "log_retention_in_days" {
  description = "Retention of every CloudWatch log group (Lambda logs and API access logs)."
  type        = number
  default     = 30

  validation {
    condition     = contains([1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653], var.log_retention_in_days)
    error_message = "log_retention_in_days must be one of CloudWatch's values: 1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288 or 3653."
  }
}

variable "tags" {
  description = "Tags added to every resource that takes tags."
  type        = map(string)
  default     = {}
}

################################################################################
# LLM endpoint and its API key (never a value here: only where to read it)
################################################################################

variable "llm_base_url" {
  description = "outputguard.llm.base-url: an OpenAI-compatible Chat Completions endpoint. Empty keeps the application's default."
  type        = string
  default     = ""

  validation {
    condition     = var.llm_base_url == "" || can(regex("^https?://", var.llm_base_url))
    error_message = "llm_base_url must be empty or an http(s) URL."
  }
}

variable "llm_model" {
  description = "outputguard.llm.model. Empty keeps the application's default."
  type        = string
  default     = ""
}

variable "llm_api_key_secret_arn" {
  description = "ARN of the Secrets Manager secret holding the LLM API key (SecretString is the key itself). The functions read it at startup through the Parameters and Secrets extension; the value never enters Terraform state."
  type        = string
  default     = ""

  validation {
    condition     = var.llm_api_key_secret_arn == "" || can(regex("^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:[0-9]{12}:secret:.+$", var.llm_api_key_secret_arn))
    error_message = "llm_api_key_secret_arn must be empty or a Secrets Manager secret ARN (arn:aws:secretsmanager:<region>:<account>:secret:<name>)."
  }
}

variable "llm_api_key_ssm_parameter_name" {
  description = "Name of the SSM SecureString parameter holding the LLM API key, used instead of llm_api_key_secret_arn. The value never enters Terraform state."
  type        = string
  default     = ""

  validation {
    condition     = var.llm_api_key_ssm_parameter_name == "" || can(regex("^/?[A-Za-z0-9_.\\-/]{1,1011}$", var.llm_api_key_ssm_parameter_name))
    error_message = "llm_api_key_ssm_parameter_name must be empty or an SSM parameter name (letters, digits, _ . - and /)."
  }
}

variable "llm_api_key_kms_key_arn" {
  description = "ARN of the customer-managed KMS key that encrypts the secret or parameter, if any; the LLM functions get kms:Decrypt on it alone. Empty for the AWS-managed key."
  type        = string
  default     = ""

  validation {
    condition     = var.llm_api_key_kms_key_arn == "" || can(regex("^arn:aws[a-z-]*:kms:[a-z0-9-]+:[0-9]{12}:key/.+$", var.llm_api_key_kms_key_arn))
    error_message = "llm_api_key_kms_key_arn must be empty or a KMS key ARN."
  }
}

variable "parameters_secrets_extension_layer_arn" {
  description = "ARN of the AWS Parameters and Secrets Lambda Extension layer for your region and architecture (AWS publishes the list). Required when an API key secret or parameter is set."
  type        = string
  default     = ""

  validation {
    condition     = var.parameters_secrets_extension_layer_arn == "" || can(regex("^arn:aws[a-z-]*:lambda:[a-z0-9-]+:[0-9]{12}:layer:[A-Za-z0-9-_]+:[0-9]+$", var.parameters_secrets_extension_layer_arn))
    error_message = "parameters_secrets_extension_layer_arn must be empty or a Lambda layer version ARN."
  }
}

################################################################################
# HTTP API: authorizer and throttling
################################################################################

variable "authorization_type" {
  description = "Authorizer on every route: \"AWS_IAM\" (SigV4-signed callers) or \"JWT\" (set jwt_issuer and jwt_audience). There is deliberately no open option."
  type        = string
  default     = "AWS_IAM"

  validation {
    condition     = contains(["AWS_IAM", "JWT"], var.authorization_type)
    error_message = "authorization_type must be \"AWS_IAM\" or \"JWT\"."
  }
}

variable "jwt_issuer" {
  description = "Issuer URL of the JWT authorizer (authorization_type = \"JWT\"), e.g. https://cognito-idp.<region>.amazonaws.com/<pool-id>."
  type        = string
  default     = ""

  validation {
    condition     = var.jwt_issuer == "" || can(regex("^https://", var.jwt_issuer))
    error_message = "jwt_issuer must be empty or an https URL."
  }
}

variable "jwt_audience" {
  description = "Accepted audiences (client ids) of the JWT authorizer (authorization_type = \"JWT\")."
  type        = list(string)
  default     = []
}

variable "throttling_burst_limit" {
  description = "Burst limit (requests) of the $default stage, shared by all routes."
  type        = number
  default     = 50

  validation {
    condition     = var.throttling_burst_limit >= 1 && var.throttling_burst_limit <= 5000 && floor(var.throttling_burst_limit) == var.throttling_burst_limit
    error_message = "throttling_burst_limit must be a whole number between 1 and 5000."
  }
}

variable "throttling_rate_limit" {
  description = "Steady-state rate limit (requests per second) of the $default stage."
  type        = number
  default     = 20

  validation {
    condition     = var.throttling_rate_limit > 0 && var.throttling_rate_limit <= 10000
    error_message = "throttling_rate_limit must be above 0 and at most 10000 requests per second."
  }
}

variable "cors_allowed_origins" {
  description = "Browser origins allowed to call the HTTP API (CORS), e.g. [\"https://app.example.com\"]. Empty (default) turns CORS off: no browser page from another origin may call it."
  type        = list(string)
  default     = []

  validation {
    condition     = alltrue([for o in var.cors_allowed_origins : can(regex("^https?://[^/*\\s]+$", o))])
    error_message = "cors_allowed_origins must list origins such as https://app.example.com (scheme and host, no path, no wildcard)."
  }
}
