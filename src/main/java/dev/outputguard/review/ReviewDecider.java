package dev.outputguard.review;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntPredicate;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.ShortOfWhole;
import dev.outputguard.extract.Extraction;
import dev.outputguard.extract.JsonExtractor;
import dev.outputguard.extract.Mode;
import dev.outputguard.extract.ObjectsWithKey;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.FencedText;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.TextLocation;

/**
 * Turns a review into a PASS/FAIL verdict (docs/review-decision.md), safe side
 * first: an empty review fails, a JSON verdict wins (the strictest of several; a pass only when the
 * review's markers do not state a FAIL), then the highest-priority marker, and anything else fails. A
 * review that merely mentions PASS ({@code PASS判定が可能になります}) never passes.
 *
 * <p>Markers and verdict words are compared in NFKC ({@link Nfkc}), so {@code 判定結果：ＰＡＳＳ} is a PASS;
 * positions reported refer to the review as written. A marker verdict also takes the items listed under a
 * suggestions heading ({@link SuggestionSections}).
 */
public final class ReviewDecider {

    static final String EMPTY_FEEDBACK = "レビュー結果を解析できませんでした。";
    static final String EMPTY_SUGGESTION = "レビュー用のプロンプトや実行ログを確認してください。";
    private static final Logger LOG = Logger.getLogger(ReviewDecider.class);

    private final JsonExtractor extractor;

    public ReviewDecider(JsonExtractor extractor) {
        this.extractor = Objects.requireNonNull(extractor, "extractor");
    }

    /**
     * Decides. {@code reply} is an LLM's answer to "parse this review into JSON"; when it is null the
     * review text itself is searched for the JSON verdict. Markers are always read from the review text.
     */
    public ReviewDecision decide(String reviewText, String reply) {
        return log(decideQuietly(reviewText, reply), reviewText, reply).decision();
    }

    /**
     * Decides, and reads the review's feedback apart from its verdict machinery: the JSON verdict's
     * {@code feedback} when it has one, else the review without the JSON verdict, the marker lines and the
     * suggestion lists (see {@link ReviewFeedback}). For a caller that passes the feedback on, such as the
     * revise step of review-cycle.
     */
    public ReviewReading read(String reviewText, String reply) {
        Reading reading = log(decideQuietly(reviewText, reply), reviewText, reply);
        return new ReviewReading(reading.decision(), ReviewFeedback.of(reading, reviewText, reply));
    }

    private static Reading log(Reading reading, String reviewText, String reply) {
        ReviewDecision decision = reading.decision();
        // Source, marker and sizes only: review text is untrusted and may be confidential.
        if (LOG.isInfoEnabled()) {
            LOG.info("review decision " + decision.result() + " source=" + decision.source()
                    + (decision.marker() == null ? "" : " marker=" + decision.marker())
                    + " reviewText=" + (reviewText == null ? 0 : reviewText.length()) + " chars"
                    + (reply == null ? "" : " reply=" + reply.length() + " chars"));
        }
        return reading;
    }

    /**
     * A decision and what it was read from: the review in NFKC (null when the markers were not needed), the
     * JSON verdict object and the text it was found in with that text's fences (source JSON), and the
     * suggestion sections (source MARKER).
     */
    record Reading(ReviewDecision decision, Nfkc review, FencedText searched, Extraction.Found json,
            List<SuggestionSections.Section> sections) {
    }

    /**
     * The decision on the review as it shows, a pass read again with its paragraphs as the sentences they are written
     * in: the underscores that mark emphasis read as blanks ({@link RunOnLines#underscoresBlanked}: {@code __Errors are
     * ignored.__}); where a sentence runs on over a line break ({@link RunOnLines}), the verdict is the one read with
     * those lines joined (a finding wrapped in halves is read whole); the feedback is the review's as written. A FAIL so
     * read stands: it is read once.
     */
    private Reading decideQuietly(String reviewText, String reply) {
        String shown = RunOnLines.underscoresBlanked(reviewText);
        String text = shown != null ? shown : reviewText;
        Reading written = decideAsWritten(text, reply);
        if (shown != null) {
            // Most reviews have no emphasis in underscores: only these are read twice, for the feedback as written.
            written = withVerdict(decideAsWritten(reviewText, reply), written.decision());
        }
        if (written.decision().result() != Verdict.PASS) {
            return written;
        }
        String joined = RunOnLines.joined(text);
        return joined == null ? written : withVerdict(written, decideAsWritten(joined, reply).decision());
    }

    /** {@code written} with the verdict, source, marker, position and reason of {@code read}. */
    private static Reading withVerdict(Reading written, ReviewDecision read) {
        ReviewDecision as = written.decision();
        return new Reading(new ReviewDecision(read.result(), read.source(), read.marker(), read.position(),
                as.feedback(), as.suggestions(), read.reason()), written.review(), written.searched(), written.json(),
                written.sections());
    }

    private Reading decideAsWritten(String reviewText, String reply) {
        if (reviewText == null || reviewText.isBlank()) {
            return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.EMPTY, null, null, EMPTY_FEEDBACK,
                    List.of(EMPTY_SUGGESTION)), null, null, null, List.of());
        }
        FencedText searched = FencedText.of(reply != null ? reply : reviewText);
        JsonVerdict json = fromJson(searched);
        if (json != null && json.verdict() == Verdict.FAIL) {
            return new Reading(jsonDecision(json, reviewText), null, searched, json.found(), List.of());
        }
        Nfkc review = Nfkc.of(reviewText);
        MarkerScanner.Scan scan = new MarkerScanner.Scan(review.text());
        Optional<MarkerScanner.Found> marker = scan.find();
        if (json != null) {
            // A JSON pass decides unless the review's markers state a FAIL anywhere: a reply that parsed the review
            // as passing, or an object the reviewer wrote before changing its mind, never outvotes a FAIL.
            MarkerScanner.Found fail = marker.isPresent() && marker.get().verdict() == Verdict.FAIL ? marker.get()
                    : scan.firstFail().orElse(null);
            if (fail == null) {
                String against = contradiction(review,
                        Assertion.failingStatement(review, scan.answer(), review.text().length()),
                        Assertion.unreadWord(review.text(), scan.answer(), review.text().length()),
                        reply == null ? null : Nfkc.of(reply),
                        laterThan(searched.text(), json.found().start(), json.found().end()), null, null);
                if (against == null) {
                    // The review's own findings are read as the findings before a marker's pass are: a reply that
                    // parsed "The tests fail." or "- [ ] Security review" as passing, or an object after such findings,
                    // states no pass its reviewer found against. In the review, up to the object; else all of it.
                    int to = reply != null ? review.text().length()
                            : Nfkc.of(reviewText.substring(0, Math.min(json.found().start(), reviewText.length()))).text().length();
                    against = findingAgainst(review, SuggestionSections.Headings.of(review),
                            Assertion.findings(review.text(), scan.answer()), scan, to, json.verdict(), List.of());
                }
                if (against == null && reply != null) {
                    // The review's last line stands above the reply's verdict: a label there is read as one above a
                    // marker's pass is (評価：×, Summary: needs a rewrite, a verdict in words not read).
                    Assertion.Stance label = Assertion.labelledLastLine(review.text());
                    against = label.plain() ? null : "the review's last line says " + Echo.quote(lineFrom(review.text(),
                            label.at())) + ": a pass a label beside it does not keep is none";
                }
                if (against == null) {
                    return new Reading(jsonDecision(json, reviewText), review, searched, json.found(), List.of());
                }
                return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.JSON, null, null, reviewText,
                        suggestionsOf(json.found().json().get("suggestions")), "the JSON verdict says " + json.verdict()
                                + ", but " + against + ": a verdict the reply takes back or contradicts fails"),
                        review, searched, json.found(), List.of());
            }
            String why = "the JSON verdict says " + json.verdict() + ", but the review's marker " + fail.marker().label()
                    + " says FAIL" + (fail.reason() != null ? " (" + fail.reason() + ")" : "")
                    + ": a review and its JSON verdict that disagree fail";
            return markerDecision(new MarkerScanner.Found(fail.marker(), Verdict.FAIL, fail.position(), fail.end(), why),
                    review, reviewText);
        }
        if (marker.isEmpty()) {
            return new Reading(new ReviewDecision(Verdict.FAIL, DecisionSource.DEFAULT, null, null, reviewText, List.of()),
                    review, null, null, List.of());
        }
        MarkerScanner.Found m = marker.get();
        // The suggestion sections, found once: a PASS_WITH_SUGGESTIONS is read beside them, and the decision lists them.
        // Its heading lines are found once, for the suggestions and for the lists under a heading that names problems.
        // The lines are read from the line feeds the quotes' walk found, where the markers needed the quotes.
        Quotes quotes = scan.quotesIfFound();
        SuggestionSections.Headings headings = quotes == null ? SuggestionSections.Headings.of(review)
                : SuggestionSections.Headings.of(review, quotes.lineFeeds());
        List<SuggestionSections.Section> sections = SuggestionSections.find(review, headings);
        if (m.verdict() == Verdict.PASS_WITH_SUGGESTIONS) {
            // A list right after the verdict's own line is the suggestions it announces, read as a section's list is.
            sections = SuggestionSections.withAnnounced(review, m.readTo(), sections);
        }
        if (m.verdict() != Verdict.FAIL) {
            // The strictest signal wins: a FAIL any other marker states, a failing verdict in any language, and a later
            // line that takes the pass back all make it a FAIL.
            MarkerScanner.Found fail = scan.firstFail().orElse(null);
            // The findings are read once for a failing verdict stated, a script nobody reads and the places a failure may
            // be stated.
            Assertion.Findings findings = fail != null ? null : Assertion.findings(review.text(), scan.answer());
            String against = fail != null ? "the marker " + fail.marker().label() + " says FAIL"
                    + (fail.reason() != null ? " (" + fail.reason() + ")" : "")
                    : contradiction(review, findings.failingStatement(review), findings.unreadWord(),
                            reply == null ? null : Nfkc.of(reply),
                            null, m.readTo(), m.verdict() == Verdict.PASS_WITH_SUGGESTIONS ? sections : null);
            if (against == null) {
                against = findingAgainst(review, headings, findings, scan, m.position(), m.verdict(),
                        m.verdict() == Verdict.PASS_WITH_SUGGESTIONS ? sections : List.of());
            }
            if (against == null) {
                // A suggestion above the pass is read as one below it is: asking to undo the change or naming a grave
                // problem, it is none (## Suggestions / - Revert this PR, then the pass).
                int suggested = suggestedAgainst(review.text(), sections, m.position());
                against = suggested < 0 ? null : "the suggestion " + where(review, suggested) + " asks to undo the change or"
                        + " names a grave problem: a pass listing it is none";
            }
            if (against == null) {
                // A short line above the deciding pass may say what the pass is (DRAFT, ERROR, Status: draft).
                Assertion.Stance above = Assertion.aboveAPass(review.text(), m.position(), false);
                against = above.plain() ? null : "the line above it says " + Echo.quote(lineFrom(review.text(), above.at()));
            }
            if (against == null) {
                // The line introducing it is read as a JSON verdict's (Inferred from the tone:, Based on the title only:).
                Assertion.Stance lead = Assertion.framing(review.text(), m.position(), VERDICT_NAMES);
                against = lead.plain() ? null : "the line introducing it says " + Echo.quote(lineFrom(review.text(),
                        Math.min(lead.at(), m.position()))) + ": a pass framed as something else is none";
            }
            if (against == null) {
                // The line above it presenting it rather than stating it: a prompt echoed, an instruction, a format.
                Assertion.Stance presented = Assertion.presentedAbove(review.text(), m.position());
                against = presented.plain() ? null : "the line above it presents it (" + Echo.quote(lineFrom(review.text(),
                        presented.at())) + "): a verdict shown as a prompt's, a template's or an example's is none";
            }
            if (against == null) {
                int withheld = Assertion.verdictWithheld(review.text(), scan.answer(), m.position(),
                        p -> scan.quotes().wordsAt(p, p + 1) == Quotes.Kind.STATED, true);
                against = withheld < 0 ? null : "the words before it say the review or its verdict is not there ("
                        + Echo.quote(lineFrom(review.text(), withheld)) + "): a verdict that stands on no review is none";
            }
            if (against != null) {
                m = new MarkerScanner.Found(m.marker(), Verdict.FAIL, m.position(), m.end(), m.marker().label() + " states "
                        + m.verdict() + ", but " + against + ": the strictest verdict stands");
            }
        }
        return markerDecision(m, review, reviewText, sections);
    }

    /**
     * Why a pass does not stand, or null: a failing verdict the review (or the reply) states in any language
     * ({@code 最终判定：不通过}, {@code Décision finale : ÉCHEC}, {@code **FAIL**} alone on a line), or a later sentence,
     * line, bullet or footnote that takes it back ({@code Just kidding, FAIL.}, {@code - not really}): after the
     * JSON verdict's object in {@code afterJson}, or after the marker's pass from {@code markerReadTo} in the review.
     * The review's answer, after a reasoning model's thinking, states its first failing verdict at {@code stated}
     * ({@link Assertion#failingStatement}, -1: none) and holds its first word in a script no language read here is
     * written in at {@code unread} ({@link Assertion#unreadWord}, -1: none);
     * {@code suggestions}, for a PASS_WITH_SUGGESTIONS only (null otherwise), are the review's suggestion sections.
     */
    private static String contradiction(Nfkc review, int stated, int unread, Nfkc reply, AfterJson afterJson,
            Integer markerReadTo, List<SuggestionSections.Section> suggestions) {
        String text = review.text();
        if (stated >= 0) {
            return "the review states a failing verdict at " + where(review, stated);
        }
        if (unread >= 0) {
            return "the review holds words in a script no language read here is written in, at " + where(review, unread)
                    + ": what they say of the pass cannot be weighed";
        }
        for (Nfkc read : reply == null ? List.of(review) : List.of(review, reply)) {
            // Dropped as invisible, a control that reorders the text changes what its reader sees (PASS shown as SSAP).
            int reorders = read.reorderingControl();
            if (reorders >= 0) {
                return "the " + (read == review ? "review" : "reply") + " holds the control U+"
                        + Integer.toHexString(read.original().charAt(reorders)).toUpperCase(java.util.Locale.ROOT)
                        + ", which reorders how the text shows: what it says of the pass cannot be told";
            }
        }
        if (reply != null) {
            int inReply = Assertion.failingStatement(reply, 0, reply.text().length());
            if (inReply >= 0) {
                return "the reply states a failing verdict at " + where(reply, inReply);
            }
        }
        if (markerReadTo != null) {
            // A suggestion's open box is a task still to do, no cross: read past in the suggestions a PASS_WITH_SUGGESTIONS
            // announces (the text keeps its length, so places stay).
            text = suggestions == null ? text : withoutTaskBoxes(text, suggestions);
            int lineEnd = markerReadTo;
            while (lineEnd < text.length() && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
                lineEnd++;
            }
            Assertion.Stance line = Assertion.anywhereAfter(text, markerReadTo, lineEnd);
            if (!line.plain()) {
                return "its line goes on to take it back at " + where(review, line.at());
            }
            Assertion.Stance later = Assertion.laterThanAPass(text, markerReadTo, text.length());
            if (!later.plain()) {
                return "a later line takes it back at " + where(review, later.at());
            }
            // The final verdict is the review's last word: what follows it must keep it, word for word, as a remark
            // on a pass must; a sentence nobody can vouch for may take it back ("This verdict is provisional.").
            Assertion.Stance rest = Assertion.restKeepsAPass(text, markerReadTo, text.length());
            if (!rest.plain() && suggestions != null) {
                rest = restBesideSuggestions(review, markerReadTo, suggestions);
            }
            if (!rest.plain()) {
                return "words after it that do not keep a pass, at " + where(review, rest.at());
            }
            // A status line or a mark after the verdict is read as one before it (Checks: 2/5 ✅, Overall rating: 2/5).
            int after = Assertion.checkNotPassed(review, markerReadTo, text.length(), p -> true);
            after = after >= 0 ? after : Assertion.statusesNotPassed(text, markerReadTo, text.length(), p -> true);
            after = after >= 0 ? after : Assertion.ratedLow(text, markerReadTo, text.length(), p -> true);
            after = after >= 0 ? after : ShortOfWhole.partPasses(text, markerReadTo, text.length(), p -> true);
            if (after >= 0) {
                return "the review reports a check or a rating after it in a state that is no pass, at " + where(review, after);
            }
        }
        if (afterJson != null) {
            // The words after the object read as the words after a value: on its line (a question mark, a hedge,
            // a condition), then the later lines.
            Nfkc rest = Nfkc.of(afterJson.text());
            String t = rest.text();
            // A letter touching the object's closing brace is no remark apart from it ({"result": "PASS"}만): unclear.
            Assertion.Stance after = afterJson.from() < t.length() && Character.isLetter(t.charAt(afterJson.from()))
                    ? new Assertion.Stance(Assertion.Kind.UNCLEAR, null, afterJson.from(), afterJson.from())
                    : Assertion.after(t, afterJson.from(), t.length(), Assertion.Polarity.POSITIVE, Assertion.Bound.FREE, null);
            Assertion.Stance later = after.plain() ? Assertion.later(t, after.end(), t.length(), Assertion.Polarity.POSITIVE)
                    : after;
            // Then, as after a marker's pass, every word after it must keep it, those on its own line too (a mark of
            // warning, ⚠, is no status mark beside a pass).
            later = later.plain() ? Assertion.restKeepsAPass(t, afterJson.from(), t.length()) : later;
            if (!later.plain()) {
                return "the text after its object takes it back (" + Echo.quote(rest.originalOf(later.at(),
                        Math.min(rest.text().length(), later.at() + EchoLengths.TOKEN)).strip(), EchoLengths.TOKEN) + ")";
            }
        }
        return null;
    }

    /**
     * Why the review's own findings before its deciding pass (from where {@code scan} found the answer to begin, to {@code to}) do not let it stand, or
     * null: a failing word, a grave problem or a cross they state ({@link Assertion#failureStated}: {@code Tests:
     * FAILED}, {@code Critical: SQL injection in login}, {@code The code crashes on startup}, {@code Build: ❌}), not
     * counted by a negation nor resolved ({@code No tests fail}, {@code Fixes the crash}), outside what the review
     * quotes or shows as an example ({@link Quotes}) and a list under a heading that resolves it ({@code Fixed:}); a
     * check a status line reports in a short state that is no pass ({@link Assertion#checkNotPassed}: {@code Tests:
     * skipped}), and the same in a table's rows ({@link Assertion#tableStateAgainst}: {@code | Blocking | yes |}); a
     * rating at or below half its scale in its prose ({@link Assertion#ratedLow}: {@code I would rate
     * this 3/10.}); before a PASS, a problem listed under a heading naming problems ({@link SuggestionSections#problemListed}).
     * A pass beside a failure its reviewer found is no pass. {@code findings} are the review's from the answer on,
     * read once ({@link Assertion#findings}), {@code headings} its heading lines ({@link SuggestionSections.Headings}),
     * and {@code scan} its markers' scan, whose quotes ({@link MarkerScanner.Scan#quotes}) say what the review states.
     */
    private static String findingAgainst(Nfkc review, SuggestionSections.Headings headings, Assertion.Findings findings,
            MarkerScanner.Scan scan, int to, Verdict verdict, List<SuggestionSections.Section> suggestions) {
        String text = review.text();
        int answer = scan.answer();
        if (to <= answer) {
            return null;
        }
        // The markers' quotes, found once for both (most reviews' findings never ask).
        // A suppression marker in inline code is the reviewer's words all the same (Added `# type: ignore`.).
        // A blockquote no line names as another's words is the reviewer's own (> [!WARNING], > **Note:** …).
        IntPredicate stated = p -> scan.quotes().wordsAt(p, p + 1) == Quotes.Kind.STATED || scan.quotes().ownQuote(p)
                || (scan.quotes().inlineCode(p) || scan.quotes().codeInOwnQuote(p)) && Assertion.suppressionAt(text, p);
        int[][] resolved = new int[1][];
        java.util.function.Function<IntPredicate, IntPredicate> outsideResolved = base -> p -> {
            if (!base.test(p) || taskBoxOfASuggestion(text, p, suggestions) || Assertion.suppressionTakenOut(text, p)) {
                return false;
            }
            resolved[0] = resolved[0] != null ? resolved[0] : SuggestionSections.resolvedLists(review, headings, answer, to);
            for (int i = 0; i < resolved[0].length; i += 2) {
                if (p >= resolved[0][i] && p < resolved[0][i + 1]) {
                    return false; // an item under "Fixed:"
                }
            }
            return true;
        };
        IntPredicate found = outsideResolved.apply(stated);
        int at = findings.failureStated(to, found);
        if (at >= 0) {
            return "the review states " + where(review, at) + " before it: a pass beside a failure its reviewer found is none";
        }
        // A tool's failure line, in the reviewer's words or in what a run printed that the review shows as evidence (a
        // fence of a log or of no language, a line of inline code): npm ERR!, Exit code: 1, Segmentation fault.
        int tool = findings.toolFailure(to, outsideResolved.apply(p -> stated.test(p) || scan.quotes().toolOutput(p)));
        if (tool < 0 && scan.quotes().hasToolOutput()) {
            // What a run printed states a failure in the words a reviewer's would (3 failed, FAILED (failures=2)).
            tool = findings.failingWordStated(to, outsideResolved.apply(p -> !stated.test(p) && scan.quotes().toolOutput(p)));
        }
        if (tool >= 0) {
            return "the review shows a tool's failure " + where(review, tool) + " before it: a pass beside a run that failed"
                    + " is none";
        }
        int harm = findings.harmStated(answer, to, found);
        if (harm >= 0) {
            return "the review states a harm " + where(review, harm) + " before it (data destroyed, a secret let out, an"
                    + " actor nobody bounds): a pass beside a harm its reviewer found is none";
        }
        int box = openTaskBox(text, answer, to, stated, suggestions);
        if (box >= 0) {
            return "the review lists an item not done " + where(review, box) + " before it: a pass beside an open task box"
                    + " is none";
        }
        int check = Assertion.checkNotPassed(review, answer, to, stated);
        // Status lines with no colon, or several to a line (Tests 💀, lint ok / tests nok, Tests: ok. Lint: ko.).
        check = check >= 0 ? check : Assertion.statusesNotPassed(text, answer, to, stated);
        if (check >= 0) {
            return "the review reports a check or a risk " + where(review, check) + " before it in a state that is no pass: a pass"
                    + " beside a check its reviewer did not see pass, or a risk it did not rate low, is none";
        }
        int table = Assertion.tableStateAgainst(text, answer, to, stated);
        if (table >= 0) {
            return "the review's table reports a check, a problem, a risk or a rating " + where(review, table)
                    + " before it in a state that is no pass: a pass beside it is none";
        }
        int rated = findings.ratedLow(to, stated);
        if (rated >= 0) {
            return "the review rates the change " + where(review, rated) + " at or below half its scale before it: a pass"
                    + " its reviewer rated low is none";
        }
        int part = findings.partPasses(answer, to, stated);
        if (part >= 0) {
            return "the review says " + where(review, part) + " before it that a check passed for part of its subjects"
                    + " only: a pass of a part is none";
        }
        int question = findings.firstQuestion(to); // noted on the findings' pass: most reviews ask nothing
        int answered = Assertion.passAnsweredNo(text, answer, to, stated, question);
        if (answered >= 0) {
            return "the review asks whether it passes and answers no " + where(review, answered) + " before it: a pass its"
                    + " reviewer said no to is none";
        }
        int spelled = Assertion.passSpelledTakenBack(text, answer, to, stated);
        if (spelled >= 0) {
            return "the review names the pass " + where(review, spelled) + " before it and does not state it plainly there"
                    + " (a condition, a hedge, a contrast): a pass its reviewer puts off or takes back is none";
        }
        int putOff = findings.checkPassPutOff(answer, to, stated);
        if (putOff >= 0) {
            return "the review says a check passes " + where(review, putOff) + " before it and does not state it plainly"
                    + " there (a condition, a hedge, a contrast): a pass standing on a check its reviewer puts off is none";
        }
        int asked = Assertion.soundnessQuestioned(text, answer, to, stated, question);
        if (asked >= 0) {
            return "the review asks " + where(review, asked) + " before it whether the change is sound, works or was"
                    + " checked, and leaves it open: a pass its reviewer did not know to stand is none";
        }
        int negated = Assertion.shortNegationStated(text, answer, to, stated);
        if (negated >= 0) {
            return "the review says " + where(review, negated) + " before it that something was not or could not be,"
                    + " in words that name nothing it counts none of: a pass beside it is unclear, so none";
        }
        // As with a list of problems, a PASS_WITH_SUGGESTIONS may name a safeguard the change lacks among what it found.
        int lacking = verdict == Verdict.PASS ? findings.safeguardDenied(to, found) : -1;
        if (lacking >= 0 && Assertion.poorQualityAt(text, lacking)) {
            return "the review says " + where(review, lacking) + " before it that a thing of the change is of a poor"
                    + " quality (slow, stale, outdated): a pass beside a flaw its reviewer found is none";
        }
        if (lacking >= 0) {
            return "the review says " + where(review, lacking) + " before it that the change lacks a safeguard (not"
                    + " authenticated, no index, errors unhandled): a pass beside a safeguard its reviewer found lacking is none";
        }
        int excess = verdict == Verdict.PASS ? findings.excessStated(to, found) : -1;
        if (excess >= 0) {
            return "the review says " + where(review, excess) + " before it that a measure goes beyond what it should (too"
                    + " short, too slow, too many): a pass beside a flaw its reviewer found is none";
        }
        int serverError = verdict == Verdict.PASS ? findings.serverErrorStated(to, found) : -1;
        if (serverError >= 0) {
            return "the review says " + where(review, serverError) + " before it that a server error's status is returned"
                    + " (responds with 503, HTTP 504, 接口返回500): a pass beside a failure its reviewer found is none";
        }
        // A PASS_WITH_SUGGESTIONS may list what it found; a PASS beside a list of problems is none.
        int listed = verdict == Verdict.PASS ? SuggestionSections.problemListed(review, headings, answer, to, stated) : -1;
        if (listed >= 0) {
            return "the review lists a problem " + where(review, listed) + " under a heading that names"
                    + " problems before it: a pass beside problems its reviewer listed is none";
        }
        // As a list of problems, a problem in words nobody listed leaves a PASS_WITH_SUGGESTIONS standing: it may list
        // what it found.
        int turned = verdict != Verdict.PASS ? -1 : findings.turnedFinding(to, found);
        if (turned >= 0) {
            return "the review says the change does other than meant " + where(review, turned)
                    + " before it, and nothing in its clause says the work is sound: a pass beside a problem its reviewer"
                    + " states is none";
        }
        int contrasted = verdict != Verdict.PASS ? -1 : findings.contrastedFinding(to, found);
        if (contrasted >= 0) {
            return "the review turns from praise to a fact it states " + where(review, contrasted)
                    + " before it, and nothing in that sentence keeps the pass (a suggestion, a nit, a positive, nothing"
                    + " blocking): a pass beside what its reviewer sets against it is none";
        }
        // A fact under a heading of observations (## Notes, ## Details, ### What I found), read as a list under a
        // problem's name is, but its items and paragraphs each weighed: a description, praise or a suggestion keeps.
        int observed = verdict != Verdict.PASS ? -1 : SuggestionSections.observationStated(review, headings, answer, to, found);
        if (observed >= 0) {
            return "the review states a fact " + where(review, observed) + " under a heading of what it observed before"
                    + " it, and nothing in that sentence keeps the pass (a description of the change, praise, a suggestion,"
                    + " a nit, a question): a pass beside what its reviewer observed is none";
        }
        int excepted = verdict != Verdict.PASS ? -1 : findings.restFineFinding(to, found);
        return excepted < 0 ? null : "the review states a fact " + where(review, excepted) + " and then says the rest is"
                + " fine, so that fact is the exception, and nothing in its sentence keeps the pass: a pass beside what its"
                + " reviewer set apart from the rest is none";
    }

    /**
     * The text after a JSON verdict's object, from its end to the end of the reply, after the emphasis and quotes
     * that open right before the object ({@code **{…}**}): a star after it closes one of those, not a footnote's.
     */
    private static AfterJson laterThan(String text, int start, int end) {
        int open = start;
        while (open > 0 && Decoration.isOpener(text.charAt(open - 1))) {
            open--;
        }
        return new AfterJson(text.substring(open, start) + text.substring(Math.min(end, text.length())), start - open);
    }

    /** The text after a JSON verdict's object ({@code text} from {@code from}), after the openers before it. */
    private record AfterJson(String text, int from) {
    }

    /**
     * What follows a PASS_WITH_SUGGESTIONS from {@code from}: the suggestions it announces, listed under a suggestions
     * heading ({@link SuggestionSections}), are its list, not a remark on it, and are read as a body beside a pass
     * ({@link Assertion#besideAPass}: a joke, a cross, a retraction or a failing verdict opening a clause takes it
     * back, an item nobody's words list does not), and a grave problem a suggestion names
     * ({@link Assertion#graveProblemSuggested}: {@code Fix the SQL injection (critical)}) is no suggestion; every other
     * word must keep it, as after any pass.
     */
    private static Assertion.Stance restBesideSuggestions(Nfkc review, int from, List<SuggestionSections.Section> sections) {
        String text = review.text();
        int p = from;
        for (SuggestionSections.Section section : sections) {
            if (section.from() < p) {
                continue;
            }
            Assertion.Stance before = Assertion.restKeepsAPass(text, p, section.from());
            if (!before.plain()) {
                return before;
            }
            String items = withoutTaskBoxes(text, section.from(), section.to());
            Assertion.Stance list = Assertion.besideAPass(items);
            if (!list.plain()) {
                return new Assertion.Stance(list.kind(), list.why(), section.from() + list.at(), section.from() + list.end());
            }
            int grave = graveProblemSuggested(items);
            if (grave >= 0) {
                return new Assertion.Stance(Assertion.Kind.TAKEN_BACK, Category.SEVERE, section.from() + grave,
                        section.from() + grave);
            }
            // An item that says something was not or could not be (Kon niet., No se pudo.) suggests nothing: read as
            // such a line of findings is.
            int negated = Assertion.shortNegationStated(items, 0, items.length(), q -> true);
            if (negated >= 0) {
                return new Assertion.Stance(Assertion.Kind.UNCLEAR, null, section.from() + negated, section.from() + negated);
            }
            p = section.to();
        }
        return Assertion.restKeepsAPass(text, p, text.length());
    }

    /**
     * Where a suggestion of the sections that end before {@code before} names a grave problem or asks to undo the
     * change ({@link #graveProblemSuggested}), or -1; an item's open box is the suggestion's own, a task still to do.
     */
    private static int suggestedAgainst(String text, List<SuggestionSections.Section> sections, int before) {
        for (SuggestionSections.Section section : sections) {
            if (section.to() > before) {
                continue;
            }
            int grave = graveProblemSuggested(withoutTaskBoxes(text, section.from(), section.to()));
            if (grave >= 0) {
                return section.from() + grave;
            }
        }
        return -1;
    }

    /**
     * Where the lines of a suggestions list ({@code items}) name a grave problem ({@link Assertion#graveProblemSuggested}),
     * or -1: each line read alone, as each suggestion is one (a JSON verdict's suggestions are read so too), so that a
     * word for nothing opening the next item ({@code - 空の場合のテストを追加}) answers no problem the item above names.
     */
    private static int graveProblemSuggested(String items) {
        int line = 0;
        while (line < items.length()) {
            int nl = items.indexOf('\n', line);
            int end = nl < 0 ? items.length() : nl;
            int grave = Assertion.graveProblemSuggested(items.substring(line, end));
            if (grave >= 0) {
                return line + grave;
            }
            line = end + 1;
        }
        return -1;
    }

    /**
     * Whether {@code p} is the open box of a task list's item ({@code - [ ] rename foo}, {@code ☐ rename foo}) in one of
     * {@code sections}, the suggestions a PASS_WITH_SUGGESTIONS announces: a suggestion is a task still to do, and its box
     * says no more. Anywhere else an open box is an item not done, which a pass does not keep ({@code - [ ] Tests pass}).
     */
    private static boolean taskBoxOfASuggestion(String text, int p, List<SuggestionSections.Section> sections) {
        for (SuggestionSections.Section section : sections) {
            if (p >= section.from() && p < section.to()) {
                return taskBoxAt(text, p);
            }
        }
        return false;
    }

    /**
     * Where the first open task box of a list's item written in ASCII ({@code - [ ] Tests pass}, {@code [ ] Final
     * Decision: PASS}) stands in {@code text[from, to)} where {@code stated} (not quoted), or -1: an item the review lists
     * as not done. The boxes drawn as marks ({@code ☐}, {@code ⬜}) are the lexicon's crosses; brackets are read past as
     * emphasis elsewhere, so this box is looked for here. A suggestion's box in {@code suggestions} is its own
     * ({@link #taskBoxOfASuggestion}). The brackets are found with one search for {@code [}.
     */
    private static int openTaskBox(String text, int from, int to, IntPredicate stated,
            List<SuggestionSections.Section> suggestions) {
        for (int p = text.indexOf('[', from); p >= 0 && p + 2 < to; p = text.indexOf('[', p + 1)) {
            if (ShortOfWhole.openBoxEnd(text, p) >= 0 && taskBoxAt(text, p) && stated.test(p)
                    && !taskBoxOfASuggestion(text, p, suggestions)) {
                return p;
            }
        }
        return -1;
    }

    /** {@link #openTaskBox(String, int, int, IntPredicate, List)} of a whole text with no quotes or suggestions in it. */
    static int openTaskBox(String text) {
        return openTaskBox(text, 0, text.length(), p -> true, List.of());
    }

    /** The open boxes drawn as marks a task list's item may open with. */
    private static final String BOXES = "☐⬜□▢◻";

    /** Whether an open task box starts at {@code p} and only blanks and a list's bullet stand before it on its line. */
    private static boolean taskBoxAt(String text, int p) {
        if (ShortOfWhole.openBoxEnd(text, p) < 0 && BOXES.indexOf(text.charAt(p)) < 0) {
            return false;
        }
        int q = p;
        while (q > 0 && text.charAt(q - 1) == ' ') {
            q--;
        }
        while (q > 0 && ("-*+•・".indexOf(text.charAt(q - 1)) >= 0 || Character.isDigit(text.charAt(q - 1))
                || text.charAt(q - 1) == '.' || text.charAt(q - 1) == ')')) {
            q--;
        }
        while (q > 0 && text.charAt(q - 1) == ' ' || q > 0 && text.charAt(q - 1) == '\t') {
            q--;
        }
        return q == 0 || text.charAt(q - 1) == '\n' || text.charAt(q - 1) == '\r';
    }

    /** {@code text} with the open boxes of the items of {@code sections} blanked ({@link #taskBoxAt}), places kept. */
    private static String withoutTaskBoxes(String text, List<SuggestionSections.Section> sections) {
        String read = text;
        for (SuggestionSections.Section section : sections) {
            String items = withoutTaskBoxes(read, section.from(), section.to());
            if (!read.regionMatches(section.from(), items, 0, items.length())) {
                read = read.substring(0, section.from()) + items + read.substring(section.to());
            }
        }
        return read;
    }

    /** {@code text[from, to)} with the open boxes of its task list's items blanked ({@link #taskBoxAt}), places kept. */
    private static String withoutTaskBoxes(String text, int from, int to) {
        StringBuilder items = null;
        for (int p = text.indexOf('[', from); p >= 0 && p < to; p = text.indexOf('[', p + 1)) {
            int box = ShortOfWhole.openBoxEnd(text, p);
            if (box >= 0 && box <= to && taskBoxAt(text, p)) {
                items = items != null ? items : new StringBuilder(text.substring(from, to));
                items.replace(p - from, box - from, " ".repeat(box - p));
            }
        }
        for (int p = from; p < to; p++) {
            char c = text.charAt(p);
            if (BOXES.indexOf(c) >= 0 && taskBoxAt(text, p)) {
                items = items != null ? items : new StringBuilder(text.substring(from, to));
                items.setCharAt(p - from, ' ');
            }
        }
        return items != null ? items.toString() : text.substring(from, to);
    }

    /** Where {@code offset} (in the normalised text) is: its line, column and words. */
    private static String where(Nfkc text, int offset) {
        int original = text.toOriginal(offset);
        TextLocation at = TextLocation.of(text.original(), original);
        int end = text.toOriginalEnd(Math.min(text.text().length(), offset + EchoLengths.TOKEN));
        return "line " + at.line() + ", column " + at.column() + " ("
                + Echo.quote(text.original().substring(original, Math.max(original, end)).strip(), EchoLengths.TOKEN) + ")";
    }

    private static Reading markerDecision(MarkerScanner.Found m, Nfkc review, String reviewText) {
        return markerDecision(m, review, reviewText, SuggestionSections.find(review));
    }

    private static Reading markerDecision(MarkerScanner.Found m, Nfkc review, String reviewText,
            List<SuggestionSections.Section> sections) {
        List<String> suggestions = new ArrayList<>();
        sections.forEach(section -> suggestions.addAll(section.items()));
        return new Reading(new ReviewDecision(m.verdict(), DecisionSource.MARKER, m.marker().label(),
                review.toOriginal(m.position()), reviewText, suggestions, m.reason()), review, null, null, sections);
    }

    private static ReviewDecision jsonDecision(JsonVerdict json, String reviewText) {
        return new ReviewDecision(json.verdict(), DecisionSource.JSON, null, null, reviewText,
                suggestionsOf(json.found().json().get("suggestions")), json.reason());
    }

    /** An object's verdict, and why it is FAIL where its {@code result} says otherwise (null when it does not). */
    record JsonVerdict(Extraction.Found found, Verdict verdict, String reason) {
    }

    /**
     * The JSON verdict object, or null: of the top-level objects whose {@code result} is a verdict (the extracted
     * object, then the others of the text that could carry a {@code result}, {@link ObjectsWithKey}; objects in
     * other fences count too), the one with the strictest verdict ({@link #verdictOfObject}), the first of them
     * in extract-json's order. A template or an example the reviewer wrote before its own object
     * ({@code Example: {"result": "PASS"}}) therefore never outvotes a FAIL, and a pass counts only from an
     * object that stands on its own ({@link #standsAlone}): one the text merely quotes inside a sentence
     * ({@code … and output {"result": "PASS"}}) is no verdict.
     */
    private JsonVerdict fromJson(FencedText text) {
        // Every object starts with a brace: a review of prose and markers is done with one vectorised search,
        // without the extractor's look for code fences.
        if (text.text().indexOf('{') < 0 || !(extractor.extract(text, Mode.STRICT) instanceof Extraction.Found first)) {
            return null;
        }
        JsonVerdict best = counted(text, first);
        if (best != null && best.verdict() == Verdict.FAIL) {
            return best;
        }
        ObjectsWithKey others = extractor.objectsWithKey(text, first, "result", ObjectsWithKey.OtherFences.SEARCHED);
        for (Extraction.Found next = others.next(); next != null; next = others.next()) {
            JsonVerdict v = counted(text, next);
            if (v != null && (best == null || severity(v.verdict()) > severity(best.verdict()))) {
                best = v;
                if (v.verdict() == Verdict.FAIL) {
                    break; // nothing is stricter
                }
            }
        }
        return best;
    }

    /** The words of {@code text} from {@code at} to its line's end, at most a token's length, for a reason. */
    private static String lineFrom(String text, int at) {
        int end = at;
        while (end < text.length() && end - at < EchoLengths.TOKEN && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return text.substring(at, end);
    }

    /** The object's verdict when it counts: a FAIL wherever it is written, a pass only from an object that stands alone. */
    /**
     * The names a short label introducing a JSON verdict may call it by, beside the words naming an answer: the
     * verdict's own keys and what it is the verdict of ({@code Review verdict:}, {@code Parsed review:},
     * {@code Code review result:}), as a schema's own names keep a schema's answer.
     */
    private static final java.util.Set<String> VERDICT_NAMES = java.util.Set.of("review", "code", "verdict", "decision",
            "result", "suggestions", "feedback", "assessment", "evaluation", "conclusion");

    private static JsonVerdict counted(FencedText reply, Extraction.Found found) {
        String text = reply.text();
        JsonVerdict v = verdictOfObject(found);
        if (v == null || v.verdict() == Verdict.FAIL) {
            return v;
        }
        if (!standsAlone(text, found.start())) {
            return null;
        }
        // What leads to it, read as extract-json's coerce reads it (one reading of assertion): a template's label makes
        // it no verdict; a fence's info string or a comment over it naming it anything but the answer (```json example,
        // // TODO replace), a line introducing it as something else (Example format:): FAIL. The lines above are
        // read below, as a pass's.
        int opening = found.start();
        if (found.source() == dev.outputguard.extract.Source.CODE_BLOCK) {
            dev.outputguard.text.Fence fence = reply.fenceAt(found.start());
            int p = fence == null ? found.start() : fence.contentStart();
            while (p < found.start() && Character.isWhitespace(text.charAt(p))) {
                p++; // stops at the first other character: no copy of a long fence's text per object
            }
            if (fence != null && p == found.start()) {
                opening = fence.start();
            }
        }
        if (dev.outputguard.assertion.Templates.labelBefore(text, opening) != null) {
            return null; // an example's or a template's pass is no verdict: passed over, as extract-json passes it over
        }
        Assertion.Stance lead = Assertion.framing(text, opening, VERDICT_NAMES);
        int withheld = lead.plain() ? Assertion.verdictWithheld(text, 0, opening, p -> true, false) : -1;
        if (withheld >= 0) {
            return new JsonVerdict(found, Verdict.FAIL, "the JSON verdict's " + v.verdict() + " follows words saying the"
                    + " review or its verdict is not there (" + Echo.quote(lineFrom(text, withheld))
                    + "): a verdict that stands on no review states FAIL");
        }
        // A rating or a share at or below half in the words above it (Review progress: 10%, Score: 3/10), read as a
        // review's are.
        int rated = lead.plain() ? Assertion.ratedLow(text, 0, opening, p -> true) : -1;
        if (rated >= 0) {
            return new JsonVerdict(found, Verdict.FAIL, "the JSON verdict's " + v.verdict() + " follows words rating the"
                    + " review or the change at or below half (" + Echo.quote(lineFrom(text, rated))
                    + "): a pass they do not keep states FAIL");
        }
        if (!lead.plain()) {
            return new JsonVerdict(found, Verdict.FAIL, "the JSON verdict's " + v.verdict() + " is introduced by "
                    + Echo.quote(lineFrom(text, Math.min(lead.at(), found.start()))) + ": a pass framed as something else"
                    + " states FAIL");
        }
        // A short line above it may say what the pass is (DRAFT, ERROR, Status: draft): then it states FAIL.
        Assertion.Stance above = Assertion.aboveAPass(text, found.start(),
                found.source() == dev.outputguard.extract.Source.CODE_BLOCK);
        return above.plain() ? v : new JsonVerdict(found, Verdict.FAIL, "the JSON verdict's " + v.verdict()
                + " follows a line saying " + Echo.quote(lineFrom(text, above.at()))
                + ": a pass the words above it do not keep states FAIL");
    }

    /**
     * Whether the object starting at {@code start} stands on its own: only blanks, a list bullet or emphasis
     * before it on its line (inside a fence, its fence's line). One written after words on its line is quoted in a
     * sentence, as an example, or as what an injected instruction asks to be written.
     */
    static boolean standsAlone(String text, int start) {
        int p = start - 1;
        while (p >= 0 && " \t*_-+•・".indexOf(text.charAt(p)) >= 0) {
            p--;
        }
        return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '\r';
    }

    /**
     * The verdict of an object (docs/review-decision.md, rule 2): its {@code result} when that is PASS, FAIL or
     * PASS_WITH_SUGGESTIONS, unless a verdict-like field anywhere in it says otherwise ({@link JsonVerdicts}): a
     * failing value ({@code "FAILED"}, {@code "REJECTED"}, {@code "NG"}, {@code "不合格"}), a yes-or-no verdict key that
     * says no ({@code "passed": false}, {@code "approve": false}, {@code "failed": true}), a value nobody listed, or a
     * {@code result} taken back ({@code "PASS?"}); the strictest wins, and a FAIL gives the reason. An object whose
     * {@code result} is no verdict is one only when a field of it fails (then FAIL); else null, and the markers decide.
     */
    static JsonVerdict verdictOfObject(Extraction.Found found) {
        JsonNode object = found.json();
        if (!object.isObject()) {
            return null;
        }
        JsonVerdicts.Says says = object.has("result") ? JsonVerdicts.label(object.get("result")) : null;
        Verdict verdict = switch (says == null ? JsonVerdicts.Says.NOTHING : says) {
            case PASS -> Verdict.PASS;
            case PASS_WITH_SUGGESTIONS -> Verdict.PASS_WITH_SUGGESTIONS;
            case FAIL, UNKNOWN -> Verdict.FAIL;
            case POSITIVE, NOTHING -> null;
        };
        if (verdict == Verdict.FAIL) {
            String reason = says == JsonVerdicts.Says.FAIL && verdictOf(object.get("result")) == Verdict.FAIL ? null
                    : "the object's \"result\" is " + Echo.cut(object.get("result").toString(), EchoLengths.TOKEN)
                            + ": a verdict that is not plainly PASS, FAIL or PASS_WITH_SUGGESTIONS fails";
            return new JsonVerdict(found, verdict, reason);
        }
        if (verdict != null && found.timesWritten("result") > 1) {
            return new JsonVerdict(found, Verdict.FAIL, "the object writes \"result\" more than once: the value a"
                    + " reader dropped may have been a FAIL");
        }
        JsonVerdicts.Against against = JsonVerdicts.against(object, verdict != null);
        if (against == null) {
            return verdict == null ? null : new JsonVerdict(found, verdict, null);
        }
        return new JsonVerdict(found, Verdict.FAIL, (verdict == null ? "the object" : "the object's \"result\" says "
                + verdict + ", but") + " its " + Echo.quote(against.path(), EchoLengths.TOKEN) + " says " + against.says()
                + ": the strictest verdict stands");
    }

    /** PASS, then PASS_WITH_SUGGESTIONS, then FAIL: how strict a verdict is. */
    static int severity(Verdict v) {
        return switch (v) {
            case PASS -> 0;
            case PASS_WITH_SUGGESTIONS -> 1;
            case FAIL -> 2;
        };
    }

    /**
     * PASS, FAIL or PASS_WITH_SUGGESTIONS in any case and width (compared in NFKC, surrounding spaces
     * ignored), else null.
     */
    static Verdict verdictOf(JsonNode result) {
        if (result == null || !result.isTextual()) {
            return null;
        }
        String value = Normalizer.normalize(result.textValue(), Normalizer.Form.NFKC).strip().toUpperCase(Locale.ROOT);
        for (Verdict v : Verdict.values()) {
            if (v.name().equals(value)) {
                return v;
            }
        }
        return null;
    }

    /** The strings of a {@code suggestions} array (a single string counts as one); anything else is none. */
    private static List<String> suggestionsOf(JsonNode node) {
        if (node == null) {
            return List.of();
        }
        if (node.isTextual()) {
            return List.of(node.textValue());
        }
        List<String> out = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(item -> {
                if (item.isTextual()) {
                    out.add(item.textValue());
                }
            });
        }
        return out;
    }
}
