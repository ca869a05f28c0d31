package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

/**
 * The one pass over a text that finds where it first holds each mark answers what a look of its own for each
 * would, and the looks that start from it (fences, the answer after a reasoning block) answer what they answer on
 * the text alone: generated texts, short and long enough to span many of the pass's blocks, marks placed anywhere
 * (at a block's first or last character too), or nowhere.
 */
class MarksTest {

    private static final char[] MARKS = {'`', '~', '/', '[', '{', '\\'};
    /** Pieces the texts are made of: prose, the marks alone and in the runs and tags the looks search for. */
    private static final String[] PIECES = {"a", " ", "\n", "word ", "é", "日本", "`", "~", "/", "[", "{", "\\", "```",
        "~~~", "```json\n", "\n```\n", "</think>", "<think>", "[/THINK]", "\"a\": 1", "}", "]"};

    @Test
    void first_isWhereTheTextFirstHoldsEachMark_inGeneratedTexts() {
        forGeneratedTexts(42, text -> {
            Marks marks = Marks.of(text);
            for (char mark : MARKS) {
                assertEquals(text.indexOf(mark), marks.first(mark), () -> "mark " + mark + " in a text of " + text.length());
            }
        });
    }

    @Test
    void first_findsAMarkAtEitherEdgeOfABlock() {
        for (int at : new int[] {0, 1, 16 * 1024 - 1, 16 * 1024, 16 * 1024 + 1, 3 * 16 * 1024 - 1, 3 * 16 * 1024}) {
            for (char mark : MARKS) {
                StringBuilder text = new StringBuilder("x".repeat(4 * 16 * 1024));
                text.setCharAt(at, mark);
                text.setCharAt(at + 7, mark);
                assertEquals(at, Marks.of(text.toString()).first(mark), () -> "mark " + mark + " at " + at);
            }
        }
        assertEquals(-1, Marks.of("").first('/'));
    }

    @Test
    void fencesAndAnswerStart_fromTheMarks_areThoseOfTheTextAlone() {
        forGeneratedTexts(7, text -> {
            FencedText fenced = FencedText.of(text);
            assertEquals(Reasoning.answerStart(text), fenced.answerStart(), text);
            assertEquals(CodeFences.find(text), fenced.fences(), text);
        });
    }

    @Test
    void first_refusesACharacterThatIsNoMark() {
        assertThrows(IllegalArgumentException.class, () -> Marks.of("abc").first('a'));
    }

    private static void forGeneratedTexts(long seed, Consumer<String> check) {
        Random random = new Random(seed);
        for (int round = 0; round < 400; round++) {
            check.accept(generated(random, round));
        }
    }

    /** Short texts mostly; every tenth is long (up to 5 blocks), its pieces spread thin over filler. */
    private static String generated(Random random, int round) {
        StringBuilder text = new StringBuilder();
        boolean isLong = round % 10 == 0;
        int pieces = isLong ? 1 + random.nextInt(6) : random.nextInt(12);
        for (int i = 0; i < pieces; i++) {
            if (isLong) {
                text.append("prose ".repeat(random.nextInt(3 * 16 * 1024 / 6)));
            }
            text.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return text.toString();
    }
}
