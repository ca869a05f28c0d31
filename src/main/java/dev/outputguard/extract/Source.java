package dev.outputguard.extract;

/** Where the extracted object was found. */
public enum Source {
    /** Inside a fenced Markdown code block (fences win over prose). */
    CODE_BLOCK,
    /** In the text outside any fence that held an object. */
    TEXT
}
