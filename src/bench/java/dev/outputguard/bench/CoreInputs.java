package dev.outputguard.bench;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Realistic inputs for the core benchmarks: a typical ~5 KB reply and a 10 MB one. */
final class CoreInputs {

    static final int TEN_MB = 10_000_000;

    /** Kept strongly reachable: java.util.logging holds loggers weakly and would forget the level. */
    private static final Logger CORE_LOGGER = Logger.getLogger("dev.outputguard");

    private CoreInputs() {
    }

    /** Per-call INFO lines would measure the console, not the code. */
    static void quietLogs() {
        CORE_LOGGER.setLevel(Level.WARNING);
    }

    /** Stops a benchmark whose input does not behave as its name says (each checks its outcome once). */
    static void check(boolean condition, String what) {
        if (!condition) {
            throw new IllegalStateException("benchmark input does not behave as intended: " + what);
        }
    }

    /** Translated prose of about {@code chars} characters with a fenced JSON example in it. */
    static String translatedText(int chars) {
        return "## 設定例\n```json\n{\"translation\": \"example\", \"key\": \"value\"}\n```\n" + prose(chars);
    }

    /** Translated prose of about {@code chars} characters: braces, quotes and brackets, no JSON. */
    static String prose(int chars) {
        String paragraph = "このドキュメントでは、設定ファイルの書き方と {placeholder} の使い方を説明します。"
                + "各項目は \"引用\" を含むことがあり、[注記] や (補足) も普通に現れます。\n";
        StringBuilder b = new StringBuilder(chars + 200);
        while (b.length() < chars) {
            b.append(paragraph);
        }
        return b.toString();
    }

    /**
     * A well-formed translation reply of about {@code chars} characters in a json fence. Its prose holds
     * no fenced example: CodeFences would close the reply's fence at a fence inside the JSON string.
     */
    static String translationReply(int chars) {
        String escaped = prose(chars).replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
        return "Here is the translation:\n```json\n{\"translation\": \"" + escaped + "\", \"termSuggestions\": ["
                + "{\"source\": \"placeholder\", \"target\": \"プレースホルダー\", \"note\": \"UI用語\"}], "
                + "\"warnings\": []}\n```\n";
    }

    /** A free-text review of about {@code chars} characters that ends with its verdict marker. */
    static String review(int chars) {
        String finding = "- 指摘: 見出しの粒度が揃っていません。再度レビューを実施し、PASS判定が可能になります。\n";
        StringBuilder b = new StringBuilder(chars + 100).append("## レビュー結果\n判定: PASS\n");
        while (b.length() < chars) {
            b.append(finding);
        }
        return b.append("**最終判定:** FAIL\n").toString();
    }

    /**
     * {@link #review} ending in {@code **最終判定:** PASS}, its findings naming no pass of their own (a pass made possible
     * by another review, above a pass, puts it off).
     */
    static String passingReview(int chars) {
        String failing = review(chars);
        return failing.substring(0, failing.length() - "FAIL\n".length())
                .replace("再度レビューを実施し、PASS判定が可能になります。", "再度レビューを実施し、見出しの粒度を確認してください。") + "PASS\n";
    }

    /**
     * A review of about {@code chars} characters of plain English prose findings, none of which states a failure, ending
     * in {@code Final Decision: PASS}: the text of the thread-CPU harness's {@code englishPass} row at 5,000 characters.
     */
    static String englishPassingReview(int chars) {
        String paragraph = "The change adds pagination to the list endpoint and threads the cursor through the service layer. "
                + "I checked that the new query uses the index on created_at, and that the page size is bounded by the config. "
                + "The tests cover the first page, the last page and an empty result; the naming is consistent with the module. "
                + "There is one place where the error message could be clearer, but that is a nit and does not block anything. "
                + "Overall this looks good to me and the documentation was updated in the same commit as the code.\n\n";
        StringBuilder b = new StringBuilder(chars + paragraph.length());
        while (b.length() < chars) {
            b.append(paragraph);
        }
        return b.substring(0, chars) + "\n\nFinal Decision: PASS\n";
    }
}
