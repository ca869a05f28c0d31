package dev.outputguard.complete;

/** Why complete-json stopped reading a streamed reply before its end. */
public enum StreamStop {
    /** The object was whole, conforming, and only prose followed it: the rest of the reply was not needed. */
    COMPLETE,
    /** The object could no longer conform: the attempt was rejected and its retry asked for at once. */
    DOOMED
}
