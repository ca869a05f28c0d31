package dev.outputguard.review;

import java.util.logging.Level;
import java.util.logging.Logger;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Quiets review-decision's one INFO line a decision for the test run: the generated review suites decide several
 * million reviews, and the build output needs none of those lines. Its level in the service is unchanged (warnings
 * still show), and a test that reads the line sets its own logger's level.
 */
public final class QuietDecisions implements LauncherSessionListener {

    /** Held so that the level set stays: java.util.logging keeps loggers only weakly. */
    private static final Logger DECISIONS = Logger.getLogger(ReviewDecider.class.getName());

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        DECISIONS.setLevel(Level.WARNING);
    }
}
