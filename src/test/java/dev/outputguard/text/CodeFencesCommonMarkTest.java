package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * {@link CodeFences} against commonmark-java, a reference CommonMark parser, over generated documents: every
 * fenced code block must open at the same character, span the same lines, be closed or not alike and carry the
 * same language. The documents are built from the pieces that decide where a fence stands: block quotes, list
 * items (bullet and ordered, nested, empty, with tabs), paragraphs and their lazy continuation lines, indented
 * code, the seven kinds of HTML block, headings, thematic breaks, setext underlines, fences of every length and
 * both characters, info strings with and without backticks, runs in the middle of a line, and the three line
 * breaks; and code spans of three or more backticks in paragraphs and headings, across lines, escaped and not.
 * Left out are what CodeFences reads differently on purpose (docs/markdown-code.md): link reference definitions,
 * and raw HTML, autolinks and link destinations that hold a run of backticks.
 */
class CodeFencesCommonMarkTest {

    private static final int DOCUMENTS = Integer.getInteger("commonmark.documents", 10_000);

    private static final String[] PREFIXES = {"", "", "", "", "> ", ">", ">\t", "> > ", "- ", "* ", "+ ", "1. ", "2) ",
        "10. ", "-\t", "  ", "   ", "    ", "\t", " \t", "  - ", "- - ", "1. - ", "> - ", "- > ", "     ", "-", "1.",
        "      ", "0) ", "1234567890. ", "  > ", "\t> ", "1.\t", "-  ", "-    ", "-     ", "*\t\t", "3. ", " 1. ",
        ">>", "> >", "1)", "123456789) "};
    private static final String[] CONTENTS = {"```", "```", "````", "~~~", "~~~", "~~~~", "``", "~~", "```json",
        "```json", "``` json extra", "```js`", "~~~ a`b", "```~", "~~~`", "`````", "```   ", "~~~ ", "``` `",
        "text", "text", "more text", "a ``` b", "Wrap code in ``` fences.", "{\"a\": 1}", "}```", "```{\"a\":1}```",
        "", "", "", "# heading", "#h", "###### x", "####### x", "===", "---", "- - -", "***", "___", "* * *", "--",
        "<div>", "</div>", "<pre>", "</pre>", "<!-- c", "-->", "<?x", "?>", "<!DOCTYPE html>", "<!doc", "<![CDATA[",
        "]]>", "<a href=\"x\">", "<span>", "<b>x</b>", "</p>", "<p/>", "<x y= 'z'>", "<textarea>", "</textarea>",
        "<div x=1>", "<b", "- item", "1. item", "2. item", "> quoted", "    code", "\tcode", "  ```", "   ~~~",
        "    ```", "``` x ```", "~~~ ``` ~~~", "<!-- x -->", "<script>", "</script>", "<div", "<DIV>",
        "<![CDATA[x]]>", "<?php ?>", "<!X>", "> ```", "```\t", "\t```", " \t```", "~~~~ ~~~", "``` \t json",
        "</span >", "<img src=x/>", "<a b='1' c=\"2\" d=3 e>", "<a =x>", "<br/>x", "</ul>", "<ul>", "* ```", "1. ```",
        "- ~~~", "> ~~~", "\u0000```", "a ```x``` b", "```json {\"a\": 1} ```", "``` a", "b ```", "````x```",
        "\\```x```", "\\\\```x```", "`` ` ``", "` ``` `", "x ```` y", "# t ```x``` #", "```a```b```", "```` ```x"};
    private static final String[] BREAKS = {"\n", "\n", "\n", "\n", "\n", "\n", "\r\n", "\r"};

    private final Parser commonMark = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

    @Test
    void find_agreesWithCommonMarkJava_onGeneratedDocuments() {
        Random random = new Random(Long.getLong("commonmark.seed", 45));
        int fenced = 0;
        int spans = 0;
        for (int d = 0; d < DOCUMENTS; d++) {
            String doc = document(random);
            Node root = commonMark.parse(doc);
            // Raw HTML, autolinks and links take a run of backticks they hold before a code span can (CommonMark's
            // precedence), which CodeFences leaves unread: there only the fenced blocks are compared.
            boolean spansComparable = !holdsHtmlOrLink(root);
            List<String> expected = oracle(doc, root, spansComparable);
            List<String> actual = ours(doc, spansComparable);
            assertEquals(expected, actual, () -> "document " + quote(doc));
            fenced += expected.stream().anyMatch(f -> f.contains("lines")) ? 1 : 0;
            spans += expected.stream().anyMatch(f -> f.contains("code span")) ? 1 : 0;
        }
        // The generator is no use if few of its documents hold a fence, or a code span.
        assertTrue(fenced > DOCUMENTS / 2, "documents with a fence: " + fenced);
        assertTrue(spans > DOCUMENTS / 20, "documents with a code span: " + spans);
    }

    private static String document(Random random) {
        StringBuilder doc = new StringBuilder();
        int lines = 1 + random.nextInt(14);
        String lineBreak = BREAKS[random.nextInt(BREAKS.length)];
        for (int i = 0; i < lines; i++) {
            int prefixes = random.nextInt(3);
            for (int k = 0; k < prefixes; k++) {
                doc.append(PREFIXES[random.nextInt(PREFIXES.length)]);
            }
            doc.append(CONTENTS[random.nextInt(CONTENTS.length)]);
            if (random.nextInt(8) == 0) {
                doc.append(random.nextBoolean() ? "  " : "\t");
            }
            if (i < lines - 1 || random.nextBoolean()) {
                doc.append(random.nextInt(10) == 0 ? BREAKS[random.nextInt(BREAKS.length)] : lineBreak);
            }
        }
        return doc.toString();
    }

    /** Each fence as "opener offset, lines, closed or open, language", in text order. */
    private static boolean holdsHtmlOrLink(Node root) {
        boolean[] found = {false};
        root.accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline html) {
                found[0] = true;
            }

            @Override
            public void visit(Link link) {
                found[0] = true;
            }
        });
        return found[0];
    }

    private static List<String> oracle(String doc, Node root, boolean spansComparable) {
        List<String> out = new ArrayList<>();
        root.accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                SourceSpan first = block.getSourceSpans().get(0);
                int opener = first.getInputIndex();
                while (doc.charAt(opener) == ' ' || doc.charAt(opener) == '\t') {
                    opener++;
                }
                int lines = 1 + (int) block.getLiteral().chars().filter(c -> c == '\n').count()
                        + (block.getClosingFenceLength() != null ? 1 : 0);
                out.add(describe(opener, lines, block.getClosingFenceLength() != null, firstWord(block.getInfo())));
            }

            @Override
            public void visit(Code code) {
                List<SourceSpan> spans = code.getSourceSpans();
                int start = spans.get(0).getInputIndex();
                SourceSpan last = spans.get(spans.size() - 1);
                int run = 0;
                while (start + run < doc.length() && doc.charAt(start + run) == '`') {
                    run++;
                }
                if (run >= 3 && spansComparable) {
                    out.add(span(start, last.getInputIndex() + last.getLength()));
                }
            }
        });
        out.sort(null);
        return out;
    }

    private static List<String> ours(String doc, boolean spansComparable) {
        int[] lineStarts = lineStarts(doc);
        List<String> out = new ArrayList<>();
        for (Fence f : CodeFences.find(doc)) {
            if (f.inline()) {
                if (spansComparable) {
                    out.add(span(f.start(), f.end()));
                }
                continue;
            }
            int last = f.closed() ? f.contentEnd() : f.end() == doc.length() && f.end() > 0 ? f.end() - 1 : f.end();
            int lines = lineOf(lineStarts, last) - lineOf(lineStarts, f.start()) + 1;
            out.add(describe(f.start(), lines, f.closed(), f.info()));
        }
        out.sort(null);
        return out;
    }

    private static String describe(int opener, int lines, boolean closed, String info) {
        return String.format("%06d %d lines %s [%s]", opener, lines, closed ? "closed" : "open", info);
    }

    private static String span(int start, int end) {
        return String.format("%06d code span to %d", start, end);
    }

    private static String firstWord(String info) {
        String trimmed = info.strip();
        int blank = 0;
        while (blank < trimmed.length() && trimmed.charAt(blank) != ' ' && trimmed.charAt(blank) != '\t') {
            blank++;
        }
        return trimmed.substring(0, blank);
    }

    /** Where each line starts, lines broken at \n, \r\n and \r as CommonMark breaks them. */
    private static int[] lineStarts(String doc) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < doc.length(); i++) {
            char c = doc.charAt(i);
            if (c == '\r' && i + 1 < doc.length() && doc.charAt(i + 1) == '\n') {
                i++;
                starts.add(i + 1);
            } else if (c == '\n' || c == '\r') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int lineOf(int[] starts, int position) {
        int line = 0;
        while (line + 1 < starts.length && starts[line + 1] <= position) {
            line++;
        }
        return line;
    }

    private static String quote(String doc) {
        return "\"" + doc.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
                .replace("\"", "\\\"") + "\"";
    }
}
