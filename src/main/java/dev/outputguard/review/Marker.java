package dev.outputguard.review;

/**
 * The verdict markers of a free-text review, highest priority first, as the original design
 * ranks them. {@code label} is what a decision reports as its {@code marker}.
 */
enum Marker {
    /** {@code 最終判定: FAIL}. */
    FINAL_JUDGEMENT("最終判定", "最終判定", Shape.COLON),
    /** {@code Final Decision: fail}, the English form of 最終判定 (from the original design). */
    FINAL_DECISION("FINAL DECISION", "final decision", Shape.COLON),
    /** {@code 判定結果：PASS}. */
    JUDGEMENT_RESULT("判定結果", "判定結果", Shape.COLON),
    /** {@code 判定: PASS}. */
    JUDGEMENT("判定", "判定", Shape.COLON),
    /** {@code **結果:** PASS} or {@code **結果** PASS}. */
    BOLD_RESULT("**結果**", "**結果", Shape.BOLD),
    /** {@code DECISION: PASS_WITH_SUGGESTIONS}. */
    DECISION("DECISION", "decision", Shape.COLON);

    /** How the keyword is closed before the value. */
    enum Shape {
        /** A colon (half- or full-width) must follow the keyword. */
        COLON,
        /** {@code **} must close the bold keyword; a colon inside or after it is optional. */
        BOLD
    }

    private final String label;
    private final String keyword;
    private final Shape shape;
    private final boolean word;

    Marker(String label, String keyword, Shape shape) {
        this.label = label;
        this.keyword = keyword;
        this.shape = shape;
        this.word = Character.isLetter(keyword.charAt(0)) && keyword.charAt(0) < 0x80;
    }

    String label() {
        return label;
    }

    /** The keyword to search for; ASCII keywords are lower case and matched case-insensitively. */
    String keyword() {
        return keyword;
    }

    Shape shape() {
        return shape;
    }

    /** English keywords must not continue a word ({@code INDECISION:} is no marker). */
    boolean isWord() {
        return word;
    }
}
