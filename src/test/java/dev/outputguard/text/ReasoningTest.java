package dev.outputguard.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReasoningTest {

    @Test
    void answerStart_leadingClosedBlock_isPastItsClosingTag() {
        String text = "<think>\nMaybe {\"a\": 1}\n</think>\n\n{\"a\": 2}";
        assertEquals(text.indexOf("</think>") + "</think>".length(), Reasoning.answerStart(text));
    }

    @Test
    void answerStart_thinkingTagAfterBlanks_counts() {
        String text = " \n<thinking>draft</thinking>answer";
        assertEquals(text.indexOf("answer"), Reasoning.answerStart(text));
    }

    @Test
    void answerStart_closingTagOnItsOwnLineWithoutOpening_counts() {
        // A chat template that wrote <think> into the prompt: the reply holds only the closing tag.
        String text = "I should reply with {\"draft\": 1}.\n</think>\n{\"final\": 2}";
        assertEquals(text.indexOf("\n{\"final"), Reasoning.answerStart(text));
    }

    @Test
    void answerStart_closingTagsOfTwoSpellings_theFirstCounts() {
        // The model closed its thinking with [/THINK], then wrote </think> inside its answer's text.
        String text = "draft {\"a\": 1}\n[/THINK]\n{\"a\": 2, \"note\": \"a\n</think>\n\"}";
        assertEquals(text.indexOf("[/THINK]") + "[/THINK]".length(), Reasoning.answerStart(text));
    }

    @Test
    void answerStart_slashesThatOpenNoClosingTag_areSkipped() {
        String text = "see https://example.com/a/b and 1/2\n/think>\n<x/>\n</think>\n{\"a\": 2}";
        assertEquals(text.indexOf("</think>") + "</think>".length(), Reasoning.answerStart(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"a\": 1}",
            "<think>cut off while thinking {\"a\": 1}",
            "{\"html\": \"</think>\"} {\"b\": 2}",
            "Answer first <think>x</think> {\"a\": 1}",
            "<thinker>x</thinker>{\"a\": 1}",
            "analysis without its final channel {\"a\": 1}",
            "<|channel|>analysis<|message|>cut off {\"a\": 1}",
            "an answer holding an example\n<think>x\n</think>\n{\"a\": 1}",
            ""})
    void answerStart_noLeadingClosedBlock_isZero(String text) {
        assertEquals(0, Reasoning.answerStart(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "<THINK>draft {\"a\": 1}</THINK>",
            "<Think>draft {\"a\": 1}</Think>",
            "[THINK]draft {\"a\": 1}[/THINK]",
            "<reasoning>draft {\"a\": 1}</reasoning>",
            "<REASONING>\ndraft {\"a\": 1}\n</REASONING>",
            "<|channel|>analysis<|message|>draft {\"a\": 1}<|end|><|start|>assistant<|channel|>final<|message|>",
            "<|start|>assistant<|channel|>analysis<|message|>draft {\"a\": 1}<|end|><|start|>assistant<|channel|>final<|message|>",
            "analysisThe user wants {\"a\": 1}.assistantfinal",
            "draft {\"a\": 1}\n[/THINK]",
            "draft {\"a\": 1}\n</reasoning>"})
    void answerStart_otherSpellingsOfAClosedBlock_isPastIt(String thinking) {
        String text = thinking + "{\"a\": 2}";
        assertEquals(text.length() - "{\"a\": 2}".length(), Reasoning.answerStart(text), text);
    }

    @Test
    void unclosedLeadingTag_cutOffWhileThinking_isTheTag() {
        assertEquals(Optional.of("[THINK]"), Reasoning.unclosedLeadingTag("[THINK]still going"));
        assertEquals(Optional.of("<Reasoning>"), Reasoning.unclosedLeadingTag("<Reasoning>still going"));
        assertEquals(Optional.of("<|channel|>analysis"), Reasoning.unclosedLeadingTag("<|channel|>analysis<|message|>x"));
        assertEquals(Optional.of("<think>"), Reasoning.unclosedLeadingTag("\n<think>\nDraft: {\"a\": 1}\nHmm"));
        assertEquals(Optional.of("<thinking>"), Reasoning.unclosedLeadingTag("<thinking>still going"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"<think>done</think>{\"a\": 1}", "{\"a\": \"<think>\"}", "Answer <think>x", "<thinker>x", ""})
    void unclosedLeadingTag_closedOrNotLeading_isEmpty(String text) {
        assertEquals(Optional.empty(), Reasoning.unclosedLeadingTag(text));
    }
}
