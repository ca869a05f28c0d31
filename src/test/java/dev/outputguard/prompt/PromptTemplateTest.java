package dev.outputguard.prompt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class PromptTemplateTest {

    private static final Set<String> VARS = Set.of("lang", "glossary", "text");

    private static String render(String template, Map<String, String> values) {
        return PromptTemplate.parse(template, "test", VARS).render(values);
    }

    @Test
    void render_variables_areReplaced() {
        assertEquals("to ja: hi", render("to {{lang}}: {{text}}", Map.of("lang", "ja", "text", "hi")));
    }

    @Test
    void render_valueContainingATag_staysLiteral() {
        assertEquals("x {{lang}} y", render("x {{text}} y", Map.of("text", "{{lang}}", "lang", "ja")));
    }

    @Test
    void render_emptySection_disappearsWithItsTagLines() {
        String template = "a\n{{#glossary}}\nGlossary:\n{{glossary}}\n{{/glossary}}\nb";

        assertEquals("a\nb", render(template, Map.of()));
        assertEquals("a\nGlossary:\n- x → y\nb", render(template, Map.of("glossary", "- x → y")));
    }

    @Test
    void render_jsonBracesInTemplate_areLiteral() {
        String json = "{\n  \"translation\": \"{\\\"translation\\\": \\\"x\\\"}\"\n} {{ lang }} {{}}";

        assertEquals(json, render(json, Map.of("lang", "ja")));
    }

    @Test
    void parse_unknownVariable_namesItAndTheOrigin() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PromptTemplate.parse("hi {{targetLanguage}}", "outputguard.translate.prompt.x", VARS));

        assertTrue(e.getMessage().startsWith("outputguard.translate.prompt.x: unknown variable {{targetLanguage}}"),
                e.getMessage());
    }

    @Test
    void parse_unclosedOrNestedSection_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> PromptTemplate.parse("{{#text}}x", "t", VARS));
        assertThrows(IllegalArgumentException.class,
                () -> PromptTemplate.parse("{{#text}}{{#lang}}x{{/lang}}{{/text}}", "t", VARS));
        assertThrows(IllegalArgumentException.class, () -> PromptTemplate.parse("x{{/text}}", "t", VARS));
    }
}
