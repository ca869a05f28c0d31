package dev.outputguard.bench;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import jakarta.inject.Inject;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.contract.InvalidRequestException;
import dev.outputguard.contract.RequestContract;
import dev.outputguard.function.ExtractJsonFunction;
import dev.outputguard.limits.LimitExceededException;
import dev.outputguard.limits.Limits;

/**
 * extract-json on every case of the coerce table ({@code src/test/resources/coerce/peers-table.json}): each case
 * sent as a request {@code {"text", "schema", "coerce": true}} (and the case's {@code mode} where it names one) read
 * by the request contract and answered by the function class over its plain core, in process, as
 * bench/peers/coerce.sh compares it with BAML and json_repair.
 * With {@code coerce} off the same request goes without the field: today's strict answer, a baseline.
 *
 * <p>Writes one JSON line per case ({@code id}, {@code outcome}: value | refused | error, {@code value} or
 * {@code detail}, {@code ms}: the median of {@code reps} calls after warm-up passes over the whole table) and
 * prints one summary line:
 * {@code java -cp target/benchmarks.jar dev.outputguard.bench.CoerceTableRunner <table> <out.jsonl> [on|off] [reps]}.
 */
public final class CoerceTableRunner {

    private static final ObjectMapper MAPPER = JsonMapper.builder().findAndAddModules().build();
    private static final int WARMUP_MILLIS = 3_000;

    private final RequestContract contract = new RequestContract(Limits.DEFAULT);
    private final ExtractJsonFunction function;

    private CoerceTableRunner(ExtractJsonFunction function) {
        this.function = function;
    }

    private record Case(String id, byte[] body) {
    }

    public static void main(String[] args) throws Exception {
        CoreInputs.quietLogs();
        JsonNode table = MAPPER.readTree(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        boolean coerce = args.length < 3 || !args[2].equals("off");
        int reps = args.length > 3 ? Integer.parseInt(args[3]) : 31;
        List<Case> cases = new ArrayList<>();
        for (JsonNode c : table.get("cases")) {
            ObjectNode request = MAPPER.createObjectNode().put("text", c.get("reply").asText());
            request.set("schema", table.get("schemas").get(c.get("schema").asText()));
            if (coerce) {
                request.put("coerce", true);
            }
            if (c.hasNonNull("mode")) {
                request.put("mode", c.get("mode").asText()); // a case read in a mode of its own (the generated variants')
            }
            cases.add(new Case(c.get("id").asText(), MAPPER.writeValueAsBytes(request)));
        }
        CoerceTableRunner runner = new CoerceTableRunner(wired());
        long warmUntil = System.nanoTime() + WARMUP_MILLIS * 1_000_000L;
        while (System.nanoTime() < warmUntil) {
            for (Case c : cases) {
                runner.call(c.body());
            }
        }
        StringBuilder out = new StringBuilder();
        double[] medians = new double[cases.size()];
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            ObjectNode line = MAPPER.createObjectNode().put("id", c.id());
            line.setAll(runner.answer(c.body()));
            double[] samples = new double[reps];
            for (int r = 0; r < reps; r++) {
                long start = System.nanoTime();
                runner.call(c.body());
                samples[r] = (System.nanoTime() - start) / 1e6;
            }
            medians[i] = median(samples);
            line.put("ms", medians[i]);
            out.append(MAPPER.writeValueAsString(line)).append('\n');
        }
        Files.writeString(Path.of(args[1]), out, StandardCharsets.UTF_8);
        System.out.println(MAPPER.createObjectNode().put("who", "OutputGuard coerce " + (coerce ? "on" : "off"))
                .put("cases", cases.size()).put("medianMs", median(medians)).put("reps", reps));
    }

    /** What is timed: the request read by the contract and answered by the function (or refused with a 400). */
    private Object call(byte[] body) {
        try {
            return function.extractJson(contract.read(body, ExtractJsonFunction.Request.class));
        } catch (RuntimeException e) {
            return e;
        }
    }

    /** The answer as a result line: a value, a refusal (ok false, with its code) or an error (a 400, a crash). */
    private ObjectNode answer(byte[] body) {
        ObjectNode line = MAPPER.createObjectNode();
        switch (call(body)) {
            case InvalidRequestException e -> line.put("outcome", "error").put("detail", "400: " + e.getMessage());
            case LimitExceededException e -> line.put("outcome", "error").put("detail", "400: " + e.getMessage());
            case RuntimeException e -> line.put("outcome", "error").put("detail", e.getClass().getSimpleName() + ": " + e.getMessage());
            case Object response -> {
                JsonNode answer = MAPPER.valueToTree(response);
                if (answer.path("ok").asBoolean()) {
                    line.put("outcome", "value").set("value", answer.get("json"));
                } else {
                    line.put("outcome", "refused").put("detail", answer.path("error").path("code").asText());
                }
            }
        }
        return line;
    }

    /**
     * The function class wired by hand as its CDI producers wire it: each injected field gets the core object of
     * its type, built from the default limits (a core's constructor takes the {@link Limits} or nothing), so a
     * core the function grows into is wired without a change here, and one built otherwise fails by name.
     */
    private static ExtractJsonFunction wired() throws ReflectiveOperationException {
        ExtractJsonFunction function = new ExtractJsonFunction();
        for (Field field : ExtractJsonFunction.class.getDeclaredFields()) {
            if (field.isAnnotationPresent(Inject.class)) {
                field.setAccessible(true);
                field.set(function, core(field));
            }
        }
        return function;
    }

    private static Object core(Field field) throws ReflectiveOperationException {
        Class<?> type = field.getType();
        if (type == Limits.class) {
            return Limits.DEFAULT;
        }
        try {
            return type.getConstructor(Limits.class).newInstance(Limits.DEFAULT);
        } catch (NoSuchMethodException e) {
            try {
                return type.getConstructor().newInstance();
            } catch (NoSuchMethodException none) {
                throw new IllegalStateException("CoerceTableRunner cannot build ExtractJsonFunction." + field.getName()
                        + " (" + type.getName() + "): no public constructor taking Limits or nothing", none);
            }
        }
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
