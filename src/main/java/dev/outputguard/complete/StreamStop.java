package dev.outputguard.complete;

/** Why complete-json stopped reading a streamed reply before its end. */
public enum StreamStop {
    /** The reply's opening object could no longer conform: the attempt was rejected and its retry asked for at once. */
    DOOMED
}
