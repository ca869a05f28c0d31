package dev.outputguard.hardening;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The request/answer examples the Markdown documentation shows, read from the Markdown itself so that a test can
 * send each request and hold the app's answer to the one written down.
 *
 * <p>The forms read:
 * <ul>
 * <li>a {@code curl … localhost:8080/<function> … -d '<body>'} command in a fenced block, its answer either in the
 * next fenced {@code json} block (only blank lines between) or on the lines after the command in the same block
 * ({@code $ curl …} transcripts). The body is the {@code -d}/{@code --data}/{@code --data-raw}/{@code --data-binary}
 * argument as the shell reads it: single quotes, double quotes with their backslash escapes, backslash-newline
 * continuations, and {@code @-} with a quoted here-document or {@code @file} (relative to the project root);</li>
 * <li>in {@code docs/<function>.md}, a plain fenced block holding pairs of JSON values, a request then its answer;</li>
 * <li>in {@code docs/<function>.md}, a fenced {@code json} block holding a request (an object with only the
 * function's request fields) followed by the next fenced {@code json} block, its answer, with at most prose and
 * no heading or other block between;</li>
 * <li>in {@code docs/<function>.md}, a fenced {@code json} block (the answer) right after a paragraph that ends in a
 * colon and shows the request as inline code ({@code Pattern B, a wrong key — `{"text": …}`:}).</li>
 * </ul>
 * A command the reader cannot take apart (shell variables, pipes, an unquoted here-document) is an error, not an
 * example skipped.
 */
public final class DocumentedExamples {

    /** Functions whose answer depends on nothing but the request: their examples are checked. */
    static final Map<String, Set<String>> DETERMINISTIC = Map.of(
            "extract-json", Set.of("text", "mode", "accept", "schema", "coerce", "partial"),
            "validate-response", Set.of("text", "kind", "source", "schema", "coerce"),
            "sanitize-output", Set.of("text", "source"),
            "review-decision", Set.of("reviewText", "reply"),
            "extract-terminal-response", Set.of("lines", "buffer", "lastCapturedLine", "bufferReset", "cliTool"));

    /** Exact numbers, exact number text ({@code 1.50} is not {@code 1.5}), and a key written twice is an error. */
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    /**
     * One documented example: where it is (the 1-based line of its command or request; of its answer when the request
     * is inline code), the function, the body sent, and the answer written down (null when none follows a command).
     */
    public record Example(String file, int line, String function, String body, String answer) {
        public String where() {
            return file + ":" + line;
        }

        boolean checked() {
            return DETERMINISTIC.containsKey(function);
        }
    }

    private record Block(int line, String info, List<String> lines, String before) {
        String text() {
            return String.join("\n", lines);
        }
    }

    /** A fence opening: a backtick fence's info string holds no backtick (a line that starts with inline code is none). */
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(?:(`{3,})\\s*([^`\\s]*)[^`]*|(~{3,})\\s*(\\S*).*)$");
    private static final Pattern LOCAL_URL = Pattern.compile("^(?:https?://)?localhost:\\d+/([a-z-]+)$");

    private DocumentedExamples() {
    }

    /** Every example in a Markdown file; {@code name} is its path as reported, {@code root} where {@code @file} is read. */
    static List<Example> read(String name, String markdown, Path root) {
        List<Block> blocks = blocks(markdown);
        String docFunction = docFunction(name);
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Block block = blocks.get(i);
            int first = firstNonBlank(block.lines());
            if (first >= 0 && isCurl(block.lines().get(first))) {
                Curl curl = Curl.parse(block.lines(), first, root, name + ":" + (block.line() + 2 + first));
                if (curl == null) {
                    continue; // not a call of this app's functions (an API Gateway URL, say)
                }
                String rest = String.join("\n", block.lines().subList(curl.endLine(), block.lines().size())).strip();
                String answer;
                if (!rest.isEmpty()) {
                    answer = rest;
                } else if (i + 1 < blocks.size() && blocks.get(i + 1).info().equals("json")
                        && blocks.get(i + 1).before().isBlank()) {
                    answer = blocks.get(++i).text();
                } else {
                    answer = null;
                }
                examples.add(new Example(name, block.line() + 2 + first, curl.function(), curl.body(), answer));
                continue;
            }
            if (docFunction == null) {
                continue;
            }
            if (block.info().isEmpty()) {
                List<JsonNode> values = values(block.text());
                if (values != null && values.size() >= 2 && values.size() % 2 == 0 && isRequest(values.get(0), docFunction)) {
                    // a transcript of request/answer lines; each pair's line is where its request starts
                    List<Integer> starts = valueLines(block.lines());
                    for (int v = 0; v < values.size(); v += 2) {
                        examples.add(new Example(name, block.line() + 2 + starts.get(v), docFunction,
                                values.get(v).toString(), values.get(v + 1).toString()));
                    }
                }
            } else if (block.info().equals("json")) {
                JsonNode request = single(block.text());
                Block next = i + 1 < blocks.size() ? blocks.get(i + 1) : null;
                if (request != null && isRequest(request, docFunction) && next != null && next.info().equals("json")
                        && next.before().lines().noneMatch(l -> l.startsWith("#"))) {
                    examples.add(new Example(name, block.line() + 2, docFunction, block.text(), next.text()));
                    i++;
                    continue;
                }
                String inline = inlineRequest(block.before(), docFunction);
                if (inline != null) {
                    examples.add(new Example(name, block.line() + 2, docFunction, inline, block.text()));
                }
            }
        }
        return examples;
    }

    public static List<Example> read(Path file, Path root) {
        try {
            return read(root.relativize(file).toString().replace('\\', '/'), Files.readString(file, StandardCharsets.UTF_8), root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The function a {@code docs/<function>.md} page is about, or null for other pages. */
    private static String docFunction(String name) {
        Matcher m = Pattern.compile("(?:^|/)docs/([a-z-]+)\\.md$").matcher(name);
        return m.find() && DETERMINISTIC.containsKey(m.group(1)) ? m.group(1) : null;
    }

    /**
     * The request a sentence introduces in inline code right before an answer block ({@code Pattern B, a wrong key —
     * `{"text": …}`:}): the one code span of the paragraph ending in a colon that is a request; null otherwise.
     */
    private static String inlineRequest(String before, String function) {
        String text = before.stripTrailing();
        if (!text.endsWith(":")) {
            return null;
        }
        int paragraph = text.lastIndexOf("\n\n");
        Matcher code = Pattern.compile("`([^`]+)`").matcher(paragraph < 0 ? text : text.substring(paragraph));
        String found = null;
        while (code.find()) {
            JsonNode node = single(code.group(1));
            if (node != null && isRequest(node, function)) {
                if (found != null) {
                    return null;
                }
                found = code.group(1);
            }
        }
        return found;
    }

    private static boolean isRequest(JsonNode node, String function) {
        if (!node.isObject() || node.isEmpty()) {
            return false;
        }
        Set<String> fields = DETERMINISTIC.get(function);
        for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
            if (!fields.contains(it.next())) {
                return false;
            }
        }
        return true;
    }

    private static boolean isCurl(String line) {
        String s = line.strip();
        return s.startsWith("curl ") || s.startsWith("$ curl ");
    }

    private static int firstNonBlank(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                return i;
            }
        }
        return -1;
    }

    /** The fenced blocks, each with its 0-based opening line and the text since the previous block. */
    private static List<Block> blocks(String markdown) {
        List<String> lines = markdown.lines().toList();
        List<Block> blocks = new ArrayList<>();
        StringBuilder before = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                before.append(lines.get(i)).append('\n');
                continue;
            }
            String fence = open.group(1) != null ? open.group(1) : open.group(3);
            String info = open.group(1) != null ? open.group(2) : open.group(4);
            int j = i + 1;
            while (j < lines.size() && !isClose(lines.get(j), fence)) {
                j++;
            }
            blocks.add(new Block(i, info, lines.subList(i + 1, Math.min(j, lines.size())), before.toString()));
            before.setLength(0);
            i = j;
        }
        return blocks;
    }

    private static boolean isClose(String line, String fence) {
        String s = line.strip();
        return s.length() >= fence.length() && s.chars().allMatch(c -> c == fence.charAt(0)) && line.indexOf(s) <= 3;
    }

    /** The JSON values a text holds one after another, or null when it is anything else. */
    static List<JsonNode> values(String text) {
        try (MappingIterator<JsonNode> it = MAPPER.readerFor(JsonNode.class).readValues(text)) {
            List<JsonNode> values = new ArrayList<>();
            while (it.hasNextValue()) {
                values.add(it.nextValue());
            }
            return values;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The one JSON value a text holds, or null. */
    public static JsonNode single(String text) {
        List<JsonNode> values = values(text);
        return values != null && values.size() == 1 ? values.get(0) : null;
    }

    /** The 0-based line within the block where each top-level value starts (values of a transcript start lines). */
    private static List<Integer> valueLines(List<String> lines) {
        List<Integer> starts = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (depth == 0 && !l.isBlank()) {
                starts.add(i);
            }
            depth += depthChange(l);
        }
        return starts;
    }

    private static int depthChange(String line) {
        int d = 0;
        boolean inString = false;
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (inString) {
                if (c == '\\') {
                    k++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                d++;
            } else if (c == '}' || c == ']') {
                d--;
            }
        }
        return d;
    }

    /** A curl command as the shell reads it: the function its URL names, the body it sends, the line after it. */
    record Curl(String function, String body, int endLine) {

        /**
         * Reads the command starting at {@code lines[from]} (a leading {@code $ } prompt dropped); null when its URL is
         * not this app on localhost.
         */
        static Curl parse(List<String> lines, int from, Path root, String where) {
            Shell shell = Shell.words(lines, from, where);
            List<String> words = shell.words();
            if (words.isEmpty() || !words.get(0).equals("curl")) {
                throw new IllegalArgumentException(where + ": not a curl command: " + words);
            }
            String function = null;
            String data = null;
            List<String> unread = new ArrayList<>();
            boolean binary = false;
            for (int k = 1; k < words.size(); k++) {
                String w = words.get(k);
                switch (w) {
                    // -N: no buffering of the output, for a streamed answer's events as they come.
                    case "-s", "-S", "-sS", "--silent", "--show-error", "-N", "-sN", "--no-buffer" -> {
                    }
                    case "-X", "--request" -> {
                        String method = words.get(++k);
                        if (!method.equals("POST")) {
                            throw new IllegalArgumentException(where + ": method " + method);
                        }
                    }
                    case "-H", "--header" -> k++;
                    case "-d", "--data", "--data-raw", "--data-binary" -> {
                        if (data != null) {
                            throw new IllegalArgumentException(where + ": two bodies");
                        }
                        data = words.get(++k);
                        binary = !w.equals("-d") && !w.equals("--data");
                        if (w.equals("--data-raw")) {
                            data = "\0raw" + data;
                        }
                    }
                    default -> {
                        Matcher url = LOCAL_URL.matcher(w);
                        if (url.matches() && function == null) {
                            function = url.group(1);
                        } else {
                            unread.add(w);
                        }
                    }
                }
            }
            if (function == null) {
                return null; // another kind of call (a signed API Gateway request)
            }
            if (!unread.isEmpty() || data == null) {
                throw new IllegalArgumentException(where + ": a call of " + function
                        + (data == null ? " without a body" : " with words this reader does not know: " + unread));
            }
            if (shell.problem() != null) {
                throw new IllegalArgumentException(where + ": " + shell.problem() + " (only plain curl commands are read)");
            }
            String body;
            if (data.startsWith("\0raw")) {
                body = data.substring(4);
            } else if (data.equals("@-")) {
                if (shell.heredoc() == null) {
                    throw new IllegalArgumentException(where + ": -d @- without a here-document");
                }
                body = binary ? shell.heredoc() : strip(shell.heredoc());
            } else if (data.startsWith("@")) {
                try {
                    String file = Files.readString(root.resolve(data.substring(1)), StandardCharsets.UTF_8);
                    body = binary ? file : strip(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(where + ": " + data, e);
                }
            } else {
                body = data;
            }
            return new Curl(function, body, shell.endLine());
        }

        /** What curl's {@code -d @file} sends: the file without its carriage returns and newlines. */
        private static String strip(String s) {
            return s.replace("\r", "").replace("\n", "");
        }
    }

    /**
     * The words of one shell command, the body of its here-document if any, the line after the command, and what in
     * it a plain reading cannot stand for (an expansion, a pipe), if anything.
     */
    record Shell(List<String> words, String heredoc, int endLine, String problem) {

        static Shell words(List<String> lines, int from, String where) {
            String first = lines.get(from).strip();
            StringBuilder text = new StringBuilder(first.startsWith("$ ") ? first.substring(2) : first);
            for (int i = from + 1; i < lines.size(); i++) {
                text.append('\n').append(lines.get(i));
            }
            String s = text.toString();
            List<String> words = new ArrayList<>();
            StringBuilder word = null;
            String delimiter = null;
            String problem = null;
            int newlines = 0;
            int k = 0;
            loop:
            while (k < s.length()) {
                char c = s.charAt(k);
                switch (c) {
                    case ' ', '\t' -> {
                        if (word != null) {
                            words.add(word.toString());
                            word = null;
                        }
                        k++;
                    }
                    case '\n' -> {
                        break loop;
                    }
                    case '\\' -> {
                        if (k + 1 < s.length() && s.charAt(k + 1) == '\n') {
                            newlines++;
                        } else if (k + 1 < s.length()) {
                            word = append(word, s.charAt(k + 1));
                        }
                        k += 2;
                    }
                    case '\'' -> {
                        int end = s.indexOf('\'', k + 1);
                        if (end < 0) {
                            throw new IllegalArgumentException(where + ": unclosed single quote");
                        }
                        String quoted = s.substring(k + 1, end);
                        newlines += (int) quoted.chars().filter(ch -> ch == '\n').count();
                        word = append(word, quoted);
                        k = end + 1;
                    }
                    case '"' -> {
                        word = append(word, "");
                        k++;
                        while (true) {
                            if (k >= s.length()) {
                                throw new IllegalArgumentException(where + ": unclosed double quote");
                            }
                            char d = s.charAt(k);
                            if (d == '"') {
                                k++;
                                break;
                            }
                            if (d == '$' || d == '`') {
                                problem = "a shell expansion ('" + d + "') in the command";
                            }
                            if (d == '\\' && k + 1 < s.length() && "$`\"\\\n".indexOf(s.charAt(k + 1)) >= 0) {
                                if (s.charAt(k + 1) == '\n') {
                                    newlines++;
                                } else {
                                    word.append(s.charAt(k + 1));
                                }
                                k += 2;
                                continue;
                            }
                            if (d == '\n') {
                                newlines++;
                            }
                            word.append(d);
                            k++;
                        }
                    }
                    case '<' -> {
                        if (!s.startsWith("<<", k) || word != null) {
                            throw new IllegalArgumentException(where + ": redirection in the command");
                        }
                        k += 2;
                        Matcher m = Pattern.compile("\\s*(?:'([^']+)'|\"([^\"]+)\")").matcher(s).region(k, s.length());
                        if (!m.lookingAt()) {
                            throw new IllegalArgumentException(where + ": a here-document must have a quoted delimiter");
                        }
                        delimiter = m.group(1) != null ? m.group(1) : m.group(2);
                        k = m.end();
                    }
                    case '$', '`', '|', ';', '&', '>', '(', ')' -> {
                        problem = "'" + c + "' in the command";
                        word = append(word, c);
                        k++;
                    }
                    default -> {
                        word = append(word, c);
                        k++;
                    }
                }
            }
            if (word != null) {
                words.add(word.toString());
            }
            int end = from + newlines + 1;
            String heredoc = null;
            if (delimiter != null) {
                StringBuilder doc = new StringBuilder();
                while (end < lines.size() && !lines.get(end).equals(delimiter)) {
                    doc.append(lines.get(end)).append('\n');
                    end++;
                }
                if (end == lines.size()) {
                    throw new IllegalArgumentException(where + ": here-document without its " + delimiter);
                }
                end++;
                heredoc = doc.toString();
            }
            return new Shell(words, heredoc, end, problem);
        }

        private static StringBuilder append(StringBuilder word, char c) {
            return (word == null ? new StringBuilder() : word).append(c);
        }

        private static StringBuilder append(StringBuilder word, String s) {
            return (word == null ? new StringBuilder() : word).append(s);
        }
    }
}
