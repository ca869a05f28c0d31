package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class NfkcTest {

    @Test
    void theGreekQuestionMarkIsAQuestionMark_notTheSemicolonItsCanonicalFormIs() {
        assertEquals("PASS?", Nfkc.of("PASS\u037E").text());
        assertEquals("PASS ?", Nfkc.of("PASS \u037E").text());
        assertEquals(4, Nfkc.of("PASS\u037E").toOriginal(4));
    }

    @Test
    void of_fullWidthLettersColonAndUnderscore_readAsAscii() {
        Nfkc n = Nfkc.of("判定結果：ＰＡＳＳ＿ＷＩＴＨ＿ＳＵＧＧＥＳＴＩＯＮＳ");
        assertEquals("判定結果:PASS_WITH_SUGGESTIONS", n.text());
        assertEquals(5, n.toOriginal(5), "same lengths: offsets stay");
    }

    @Test
    void newlinesOnly_generatedTexts_trueOnlyWithoutARarerLineBreak() {
        String[] parts = {"判定: PASS", "\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029", "：", "ＰＡＳＳ", "e\u0301", " ",
            "…", "- 指摘", "\u200B", "\uD835\uDC00", "ok"};
        java.util.Random random = new java.util.Random(38L);
        int known = 0;
        for (int n = 0; n < 5_000; n++) {
            StringBuilder b = new StringBuilder();
            for (int i = random.nextInt(8); i >= 0; i--) {
                b.append(parts[random.nextInt(parts.length)]);
            }
            String text = b.toString();
            Nfkc nfkc = Nfkc.of(text);
            boolean rarer = nfkc.text().chars().anyMatch(c -> c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029);
            if (nfkc.newlinesOnly()) {
                known++;
                assertEquals(false, rarer, () -> "newlinesOnly, but a rarer break in " + nfkc.text());
            }
            if (nfkc.text() == text) {
                // Normal as it is: the normalising pass looked at every character and knows.
                assertEquals(!rarer, nfkc.newlinesOnly(), () -> "newlinesOnly of " + text);
            }
        }
        assertEquals(true, known > 200, known + " texts known to break lines with \\n alone");
    }

    @Test
    void of_textAlreadyNormal_isTheSameInstance() {
        String s = "最終判定: FAIL\n再度レビューを実施します。";
        assertSame(s, Nfkc.of(s).text());
    }

    @Test
    void toOriginal_afterAnEllipsisThatGrew_shiftsBack() {
        Nfkc n = Nfkc.of("待って… 判定：ＦＡＩＬ");
        assertEquals("待って... 判定:FAIL", n.text());
        int fail = n.text().indexOf("FAIL");
        assertEquals("待って… 判定：ＦＡＩＬ".indexOf("ＦＡＩＬ"), n.toOriginal(fail));
        assertEquals("ＦＡＩＬ", n.originalOf(fail, fail + 4));
    }

    @Test
    void toOriginal_insideAnExpandedPiece_isItsStartOrEnd() {
        Nfkc n = Nfkc.of("a…b");
        assertEquals("a...b", n.text());
        assertEquals(1, n.toOriginal(2));
        assertEquals(2, n.toOriginalEnd(2));
        assertEquals(1, n.toOriginalEnd(1));
        assertEquals(2, n.toOriginal(4));
    }

    @Test
    void toOriginal_afterASurrogatePairThatShrank_shiftsForward() {
        String s = "𝐏𝐀𝐒𝐒 ok";
        Nfkc n = Nfkc.of(s);
        assertEquals("PASS ok", n.text());
        assertEquals(s.indexOf("ok"), n.toOriginal(5));
        assertEquals(s.substring(0, 8), n.originalOf(0, 4));
    }

    @Test
    void originalOf_anEmptyRangeAtAPieceThatNormalisesToNothing_isEmpty() {
        String s = "* \u200B\nok";
        Nfkc n = Nfkc.of(s);
        int at = n.text().indexOf('\n');
        assertEquals("", n.originalOf(at, at));
        assertEquals("* ", n.originalOf(0, at), "a range ending at the piece ends before it");
    }

    @Test
    void of_letterWithCombiningMark_composesWithIt() {
        Nfkc n = Nfkc.of("ＰＡＳＳ\u0301 x");
        assertEquals("PASŚ x", n.text());
        assertEquals(6, n.toOriginal(5), "after the composed piece");
    }

    @Test
    void of_ligatureAndIdeographicSpace_areExpanded() {
        Nfkc n = Nfkc.of("ﬁnal\u3000decision");
        assertEquals("final decision", n.text());
        assertEquals(4, n.toOriginal(5), "the space after the ligature");
    }
}
