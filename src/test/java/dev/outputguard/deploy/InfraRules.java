package dev.outputguard.deploy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The deployment rules every Terraform module under infra/ must keep (docs/deploy.md), checked on the
 * parsed configuration. Each rule returns what breaks it; an empty list means the module keeps it.
 */
final class InfraRules {

    /** One broken rule: which rule, where, and what to do about it. */
    record Violation(String rule, String where, String message) {
        @Override
        public String toString() {
            return "[" + rule + "] " + where + ": " + message;
        }
    }

    static final Set<String> AUTHORIZED_TYPES = Set.of("AWS_IAM", "JWT", "CUSTOM");
    private static final Pattern LOCAL_REF = Pattern.compile("\\blocal\\.([A-Za-z0-9_]+)");
    private static final Pattern VAR_REF = Pattern.compile("\\bvar\\.([A-Za-z0-9_]+)");
    private static final Pattern VAR_ONLY = Pattern.compile("^\\$\\{var\\.([A-Za-z0-9_]+)}$");
    private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern SECRET_VALUE_NAME = Pattern.compile("(?i)(^|_)(api_?key|password|passwd|secret|token|private_key|credentials?)$");
    private static final List<Pattern> SECRET_PATTERNS = List.of(
            Pattern.compile("AKIA[0-9A-Z]{16}"),                     // AWS access key id
            Pattern.compile("\\bsk-[A-Za-z0-9_-]{20,}"),              // OpenAI-style API key
            Pattern.compile("-----BEGIN [A-Z ]*PRIVATE KEY-----"),
            Pattern.compile("\\bgh[pousr]_[A-Za-z0-9]{30,}"),         // GitHub token
            Pattern.compile("\\bxox[abprs]-[A-Za-z0-9-]{10,}"),       // Slack token
            Pattern.compile("\\bAIza[0-9A-Za-z_-]{35}"));             // Google API key

    private InfraRules() {
    }

    static List<Violation> all(TfModule m, SortedSet<String> funqNames) {
        List<Violation> out = new ArrayList<>();
        out.addAll(layout(m));
        out.addAll(variablesComplete(m));
        out.addAll(routesHaveAuthorizer(m));
        out.addAll(everyFunctionDeployed(m, funqNames));
        out.addAll(noSecrets(m));
        out.addAll(logRetention(m));
        out.addAll(memoryAndTimeoutValidated(m));
        out.addAll(leastPrivilege(m));
        out.addAll(corsOffByDefault(m));
        out.addAll(keyNeedsTheExtensionLayer(m));
        return out;
    }

    static List<Violation> layout(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (String f : List.of("main.tf", "variables.tf", "outputs.tf", "versions.tf")) {
            if (!m.hasFile(f)) {
                out.add(new Violation("layout", m.name(), "missing " + f + " (terraform-aws-modules layout)"));
            }
        }
        JsonNode versions = m.file("versions.tf");
        JsonNode terraform = versions == null ? null : versions.path("terraform").path(0);
        if (terraform != null && (!terraform.has("required_version") || !terraform.has("required_providers"))) {
            out.add(new Violation("layout", m.name() + "/versions.tf", "terraform block needs required_version and required_providers"));
        }
        return out;
    }

    static List<Violation> variablesComplete(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block v : m.variables().values()) {
            for (String attribute : List.of("type", "description", "default")) {
                if (!v.body().has(attribute)) {
                    out.add(new Violation("variable-complete", m.name() + ": var." + v.name(), "has no " + attribute));
                }
            }
        }
        return out;
    }

    /** Every route is behind an authorizer: IAM, JWT or a Lambda authorizer, never NONE. */
    static List<Violation> routesHaveAuthorizer(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block route : m.resources("aws_apigatewayv2_route")) {
            String where = m.name() + ": " + route.address();
            String type = route.text("authorization_type");
            if (type == null) {
                out.add(new Violation("route-authorizer", where, "no authorization_type, so the route is open (NONE)"));
                continue;
            }
            Matcher var = VAR_ONLY.matcher(type);
            if (var.matches()) {
                out.addAll(authorizerVariable(m, where, var.group(1)));
            } else if (!AUTHORIZED_TYPES.contains(type)) {
                out.add(new Violation("route-authorizer", where, "authorization_type " + type + " is not one of " + AUTHORIZED_TYPES));
                continue;
            }
            if (!"AWS_IAM".equals(type) && route.text("authorizer_id") == null) {
                out.add(new Violation("route-authorizer", where, "authorization_type " + type + " needs an authorizer_id"));
            }
        }
        return out;
    }

    private static List<Violation> authorizerVariable(TfModule m, String where, String name) {
        TfModule.Block v = m.variables().get(name);
        if (v == null) {
            return List.of(new Violation("route-authorizer", where, "authorization_type uses undeclared var." + name));
        }
        String def = v.text("default");
        String conditions = v.body().path("validation").toString();
        if (def == null || !AUTHORIZED_TYPES.contains(def)) {
            return List.of(new Violation("route-authorizer", where, "var." + name + " defaults to " + def + ", not an authorizer"));
        }
        if (!conditions.contains("var." + name) || conditions.contains("NONE")) {
            return List.of(new Violation("route-authorizer", where, "var." + name + " needs a validation that rules out NONE"));
        }
        return List.of();
    }

    /** Each function the code exports has a direct-invoke Lambda and a POST route, and nothing else is deployed. */
    static List<Violation> everyFunctionDeployed(TfModule m, SortedSet<String> funqNames) {
        TfModule.Block functions = m.variables().get("functions");
        if (functions == null) {
            return List.of();
        }
        List<Violation> out = new ArrayList<>();
        SortedSet<String> listed = new TreeSet<>();
        functions.body().path("default").fieldNames().forEachRemaining(listed::add);
        for (String f : funqNames) {
            if (!listed.contains(f)) {
                out.add(new Violation("function-list", m.name() + ": var.functions", "@Funq(\"" + f
                        + "\") is in the code but not in the default of var.functions: add one line for it"));
            }
        }
        for (String f : listed) {
            if (!funqNames.contains(f)) {
                out.add(new Violation("function-list", m.name() + ": var.functions", "\"" + f
                        + "\" has no @Funq in src/main/java: its Lambda would fail at start (quarkus.funqy.export)"));
            }
        }
        boolean lambda = m.resources("aws_lambda_function").stream().anyMatch(b -> iteratesFunctions(m, b)
                && closure(m, b.body().toString()).contains("QUARKUS_FUNQY_EXPORT"));
        if (!lambda) {
            out.add(new Violation("function-lambda", m.name(), "no aws_lambda_function iterates var.functions with QUARKUS_FUNQY_EXPORT"));
        }
        boolean route = m.resources("aws_apigatewayv2_route").stream().anyMatch(b -> iteratesFunctions(m, b)
                && "POST /${each.key}".equals(b.text("route_key")));
        if (!route) {
            out.add(new Violation("function-route", m.name(), "no aws_apigatewayv2_route iterates var.functions with route_key \"POST /${each.key}\""));
        }
        return out;
    }

    private static boolean iteratesFunctions(TfModule m, TfModule.Block b) {
        String forEach = b.text("for_each");
        return forEach != null && closure(m, forEach).contains("var.functions");
    }

    /** An expression's text together with the text of every local it reaches. */
    static String closure(TfModule m, String expression) {
        Map<String, String> locals = m.locals();
        StringBuilder all = new StringBuilder(expression);
        Deque<String> todo = new ArrayDeque<>(localRefs(expression));
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            String name = todo.pop();
            String text = locals.get(name);
            if (seen.add(name) && text != null) {
                all.append('\n').append(text);
                todo.addAll(localRefs(text));
            }
        }
        return all.toString();
    }

    private static List<String> localRefs(String text) {
        List<String> out = new ArrayList<>();
        Matcher matcher = LOCAL_REF.matcher(text);
        while (matcher.find()) {
            out.add(matcher.group(1));
        }
        return out;
    }

    /** No secret value anywhere, and no variable meant to carry one: the key lives in Secrets Manager or SSM. */
    static List<Violation> noSecrets(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block v : m.variables().values()) {
            String where = m.name() + ": var." + v.name();
            if (SECRET_VALUE_NAME.matcher(v.name()).find()) {
                out.add(new Violation("no-secret", where, "a variable must not carry a secret value (it would sit in the state): take the ARN or name of a secret or parameter"));
            }
            List<String> defaults = new ArrayList<>();
            strings(v.body().path("default"), defaults);
            for (String s : defaults) {
                if (looksRandom(s)) {
                    out.add(new Violation("no-secret", where, "default looks like a secret (" + s.length() + " random-looking characters)"));
                }
            }
        }
        for (Map.Entry<java.nio.file.Path, JsonNode> f : m.files().entrySet()) {
            List<String> all = new ArrayList<>();
            strings(f.getValue(), all);
            for (String s : all) {
                for (Pattern p : SECRET_PATTERNS) {
                    if (p.matcher(s).find()) {
                        out.add(new Violation("no-secret", f.getKey().toString(), "a value matches the secret pattern " + p.pattern()));
                    }
                }
            }
        }
        return out;
    }

    private static void strings(JsonNode node, List<String> out) {
        if (node.isTextual()) {
            out.add(node.textValue());
        }
        node.elements().forEachRemaining(child -> strings(child, out));
    }

    /** 24+ characters without spaces or punctuation that names things, and high per-character entropy. */
    static boolean looksRandom(String s) {
        if (s.length() < 24 || s.contains("${") || s.chars().anyMatch(c -> c == ' ' || c == '/' || c == ':' || c == '.')) {
            return false;
        }
        int[] counts = new int[128];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 128) {
                return false;
            }
            counts[c]++;
        }
        double entropy = 0;
        for (int c : counts) {
            if (c > 0) {
                double p = (double) c / s.length();
                entropy -= p * Math.log(p) / Math.log(2);
            }
        }
        return entropy >= 4.0;
    }

    /** Every log group has a retention, and every Lambda logs into one of them. */
    static List<Violation> logRetention(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block g : m.resources("aws_cloudwatch_log_group")) {
            String retention = g.text("retention_in_days");
            if (retention == null || retention.equals("0")) {
                out.add(new Violation("log-retention", m.name() + ": " + g.address(), "no retention_in_days: logs would be kept forever"));
            }
        }
        for (TfModule.Block f : m.resources("aws_lambda_function")) {
            String logGroup = f.body().path("logging_config").path(0).path("log_group").asText("");
            if (!logGroup.contains("aws_cloudwatch_log_group.")) {
                out.add(new Violation("log-retention", m.name() + ": " + f.address(), "logging_config.log_group must name a Terraform-managed aws_cloudwatch_log_group"));
            }
        }
        return out;
    }

    static List<Violation> memoryAndTimeoutValidated(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block v : m.variables().values()) {
            String name = v.name();
            if (!name.contains("memory") && !name.contains("timeout")) {
                continue;
            }
            String conditions = v.body().path("validation").toString();
            String where = m.name() + ": var." + name;
            if (!v.body().has("validation")) {
                out.add(new Violation("memory-timeout-validation", where, "needs a validation block (a wrong size or timeout is plausible)"));
            } else if (name.contains("timeout") && (name.contains("http") || name.contains("api"))
                    && !conditions.contains("<= 29")) {
                out.add(new Violation("memory-timeout-validation", where, "the API path's timeout must be validated to <= 29 s (API Gateway stops at 30 s)"));
            }
        }
        return out;
    }

    /** No wildcard actions or resources, no managed policies: each role gets exactly what its Lambda uses. */
    static List<Violation> leastPrivilege(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block b : m.allResources()) {
            if (b.type().equals("aws_iam_role_policy_attachment") || b.type().equals("aws_iam_policy_attachment")
                    || (b.type().equals("aws_iam_role") && b.body().has("managed_policy_arns"))) {
                out.add(new Violation("least-privilege", m.name() + ": " + b.address(), "managed policies grant more than one log group: write an inline policy"));
            }
            if (!b.type().startsWith("aws_iam_")) {
                continue;
            }
            String policy = closure(m, String.valueOf(b.text("policy")));
            Matcher literal = STRING_LITERAL.matcher(policy);
            while (literal.find()) {
                String s = literal.group(1);
                if (s.equals("*") || s.matches("[a-z0-9-]+:\\*")) {
                    out.add(new Violation("least-privilege", m.name() + ": " + b.address(), "wildcard \"" + s + "\" in a policy"));
                }
            }
        }
        return out;
    }

    /**
     * CORS is off unless whoever deploys lists origins: an HTTP API's {@code cors_configuration} is a
     * dynamic block on a variable that defaults to no origins, and never allows every origin.
     */
    static List<Violation> corsOffByDefault(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block api : m.resources("aws_apigatewayv2_api")) {
            String where = m.name() + ": " + api.address();
            if (api.body().has("cors_configuration")) {
                out.add(new Violation("cors", where, "a fixed cors_configuration turns CORS on for every deployment: make it"
                        + " a dynamic block on a list of origins that defaults to empty"));
            }
            for (JsonNode cors : api.body().path("dynamic").path(0).path("cors_configuration")) {
                if (cors.path("content").toString().contains("\"*\"")) {
                    out.add(new Violation("cors", where, "cors_configuration allows every origin (\"*\")"));
                }
                Matcher var = VAR_REF.matcher(cors.path("for_each").asText(""));
                TfModule.Block origins = var.find() ? m.variables().get(var.group(1)) : null;
                if (origins == null || !"[]".equals(origins.text("default"))) {
                    out.add(new Violation("cors", where, "cors_configuration must exist only when a variable listing origins,"
                            + " empty by default, is set"));
                }
            }
        }
        return out;
    }

    /**
     * A module call that hands the module an API key location also hands it the Parameters and Secrets
     * extension layer (the module's precondition), so the caller plans with its own defaults: either the
     * layer variable has a default, or the key is passed only when the layer is set.
     */
    static List<Violation> keyNeedsTheExtensionLayer(TfModule m) {
        List<Violation> out = new ArrayList<>();
        for (TfModule.Block call : m.modules()) {
            String where = m.name() + ": " + call.address();
            for (String key : List.of("llm_api_key_secret_arn", "llm_api_key_ssm_parameter_name")) {
                String keyExpression = call.text(key);
                if (keyExpression == null || keyExpression.isEmpty()) {
                    continue;
                }
                String layer = call.text("parameters_secrets_extension_layer_arn");
                Matcher var = VAR_REF.matcher(layer == null ? "" : layer);
                if (!var.find()) {
                    if (layer == null || layer.isEmpty()) {
                        out.add(new Violation("key-needs-layer", where, key + " is set but parameters_secrets_extension_layer_arn is not"));
                    }
                    continue;
                }
                TfModule.Block layerVariable = m.variables().get(var.group(1));
                String layerDefault = layerVariable == null ? null : layerVariable.text("default");
                boolean guarded = keyExpression.contains("?") && closure(m, keyExpression).contains("var." + var.group(1));
                if ((layerDefault == null || layerDefault.isEmpty()) && !guarded) {
                    out.add(new Violation("key-needs-layer", where, key + " is always set while var." + var.group(1)
                            + " defaults to empty: the module's precondition fails on a plan with the defaults"));
                }
            }
        }
        return out;
    }
}
