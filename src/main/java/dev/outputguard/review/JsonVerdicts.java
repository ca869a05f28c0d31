package dev.outputguard.review;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Assertion;
import dev.outputguard.assertion.BesideAValue;
import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Decoration;
import dev.outputguard.assertion.JsonKeys;
import dev.outputguard.assertion.Lexicon;
import dev.outputguard.assertion.Role;
import dev.outputguard.assertion.ShortOfWhole;
import dev.outputguard.limits.EchoLengths;
import dev.outputguard.text.Echo;
import dev.outputguard.text.Nfkc;
import dev.outputguard.text.Spelling;

/**
 * What the verdict-like fields of a JSON verdict object say, at any depth (docs/review-decision.md, rule 2): the
 * object's {@code result} decides only when it is PASS, FAIL or PASS_WITH_SUGGESTIONS (in any case and width), and
 * every other field that states a verdict may only make it stricter. A field states a verdict by its key, compared
 * in NFKC without invisible characters, case, {@code _}, {@code -} or blanks: a verdict label of any language the
 * lexicon lists ({@code verdict}, {@code status}, {@code 判定}, {@code 结论}, {@code Entscheidung} …), or a verdict word
 * used as a yes-or-no key ({@code passed}, {@code approve}, {@code is_approved}, {@code failed}, {@code rejected}).
 */
final class JsonVerdicts {

    private static final Lexicon LEX = Lexicon.get();
    private static final Lexicon ROLES = LEX.roles();
    /** Verdict labels of every language, spelled as keys are compared. */
    private static final Set<String> LABELS = spelled(Category.VERDICT_LABEL);
    /** Verdict words as yes-or-no keys: a pass's ({@code passed: false} fails) and a failure's ({@code failed: true} fails). */
    private static final Set<String> PASS_KEYS = spelled(Category.POSITIVE_VERDICT);
    private static final Set<String> FAIL_KEYS = spelled(Category.NEGATIVE_VERDICT);
    /** A value of more words than this is prose, read for failing words only. */
    private static final int WORDS_OF_A_VALUE = 3;

    private JsonVerdicts() {
    }

    /** What a field says of the review. */
    enum Says {
        /** One of the three verdicts, exactly. */
        PASS, PASS_WITH_SUGGESTIONS, FAIL,
        /** Passes in other words ({@code OK}, {@code approved}, {@code true}): no verdict of its own, and nothing against one. */
        POSITIVE,
        /** Nothing ({@code null}, {@code ""}, {@code N/A}), or prose that does not fail. */
        NOTHING,
        /** A value nobody listed: read as FAIL. */
        UNKNOWN
    }

    /** A field found to say FAIL (or something unknown): where, and what. */
    record Against(String path, String says) {
    }

    /** A key as compared: its {@link Spelling}. */
    static String keyOf(String key) {
        return Spelling.of(key);
    }

    private static Set<String> spelled(Category category) {
        Set<String> out = new HashSet<>();
        for (String word : LEX.words(category)) {
            String k = keyOf(word);
            if (!k.isEmpty()) {
                out.add(k);
                // Written in capitals, ß is SS (ABSCHLIESSENDE ENTSCHEIDUNG), as the lexicon reads its terms.
                out.add(k.replace("ß", "ss"));
            }
        }
        return Set.copyOf(out);
    }

    /** Whether the key names a verdict label ({@code result}, {@code final_decision}, {@code 判定}). */
    static boolean isLabel(String key) {
        return LABELS.contains(keyOf(key));
    }

    /**
     * The first field of {@code object}, at any depth, that says FAIL or something unknown, or null: a verdict label
     * whose value is no pass, a yes-or-no verdict key that says no ({@code passed: false}, {@code failed: true}), a
     * key naming a problem that says there is one ({@code blocking: true}, {@code blockers: ["SQL injection"]}).
     * The scalars of a list are read as values of the list's key ({@code "results": ["PASS", "FAIL"]}). The top-level
     * {@code result} is the caller's and is skipped. With {@code unknownFails} false (an object whose {@code result}
     * states no verdict), only a field that fails counts: an unknown value there is no verdict object's, and its
     * prose is not read as a remark on a pass it does not state.
     */
    static Against against(JsonNode object, boolean unknownFails) {
        Against scored = scoredBeside(object);
        if (scored != null) {
            return scored;
        }
        Deque<Field> todo = new ArrayDeque<>();
        todo.push(new Field(object, "", null, true));
        while (!todo.isEmpty()) {
            Field next = todo.pop();
            JsonNode node = next.value();
            String path = next.path();
            if (node.isArray()) {
                for (int i = node.size() - 1; i >= 0; i--) {
                    JsonNode item = node.get(i);
                    if (item.isContainerNode()) {
                        todo.push(new Field(item, path + "/" + i, null, next.body()));
                    } else if (next.key() != null) {
                        Against a = scalar(next.key(), item, path + "/" + i, unknownFails, next.body());
                        if (a != null) {
                            return a;
                        }
                    } else if (unknownFails && next.body() && item.isTextual() && !suggestion(path)) {
                        Against a = prose(item, path + "/" + i, besideTheVerdict(path + "/" + i));
                        if (a != null) {
                            return a;
                        }
                    }
                }
                continue;
            }
            Against partial = passedPartOfAWhole(node, path);
            if (partial != null) {
                return partial;
            }
            String shortOfABound = JsonKeys.belowThreshold(node, ownKey(path));
            if (shortOfABound != null) {
                // A measure the object sets against a bound it states, on the wrong side of it ("coverage": 0.31 beside
                // "coverage_threshold": 0.8): the pass stands on evidence the reply itself says falls short.
                return new Against(path.isEmpty() ? "" : path.substring(1), Echo.cut(shortOfABound, EchoLengths.TOKEN));
            }
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                JsonNode value = field.getValue();
                String at = path + "/" + field.getKey();
                if (unknownFails && next.body()) {
                    Key reach = Key.of(field.getKey());
                    if (reach.leftOut() ? !JsonKeys.leavesNothingOut(value)
                            : reach.bounds() && (value.isTextual() || value.isArray() && !value.isEmpty())
                                    && !JsonKeys.reachesTheWhole(value)) {
                        // A review bounded to part of the change ("scope": "solo el README", "based_on": "the PR title",
                        // "applies_to": "the old branch"), or a part it says it left out ("ignored_files": ["auth.py"]):
                        // the pass is not of the whole change. "scope": "full" and "skipped": [] keep it.
                        return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
                    }
                    if (reach.leftOut() || reach.bounds() && (value.isTextual() || value.isArray() && !value.isEmpty())) {
                        continue; // the whole, or nothing left out, plainly: read no further as a note
                    }
                }
                if (value.isContainerNode()) {
                    Key key = Key.of(field.getKey());
                    if (unknownFails && value.isArray() && value.isEmpty() && (key.namesAPass()
                            || JsonKeys.namesPassNoun(key.roles()) && (key.categories() & PASS_SPOILED) == 0)
                            && (key.against() & LISTED) == 0) {
                        // Nobody listed as approving or passing ("approved_by": [], "approvals": []): a pass nobody gave.
                        return new Against(at.substring(1), value.toString());
                    }
                    if (unknownFails && value.isEmpty() && LABELS.contains(key.spelled())) {
                        // A verdict label beside a pass that holds nothing ("verdict": [], "status": {}): a verdict
                        // nobody wrote, which may have been a FAIL, as a null there.
                        return new Against(at.substring(1), value.toString());
                    }
                    Against problem = problemListed(key, value, at);
                    if (problem != null) {
                        return problem;
                    }
                    Against rated = riskCounted(key, value, at);
                    if (rated != null) {
                        return rated;
                    }
                    if (JsonKeys.namesRework(key.roles()) && (key.against() & LISTED) == 0 && !value.isEmpty()
                            && (value.isObject() || containsContainer(value))
                            && (key.categories() & (bit(Category.NEGATION) | bit(Category.NOTHING))) == 0) {
                        // What is to be redone, written out ("required_changes": [{"file": "a.py"}]).
                        return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
                    }
                    // The items of a problem list that kept the pass (each says it is minor) describe those problems,
                    // and those under a key that says they are gone ("fixed_bugs") are resolved: neither is read as the
                    // review's body ("text": "typo", "crash on startup").
                    boolean body = next.body() && (key.against() & LISTED) == 0 && !key.resolved();
                    // A list's key is read once for all its scalars.
                    todo.push(new Field(value, at, value.isArray() ? key : null, body));
                    continue;
                }
                if (path.isEmpty() && field.getKey().equals("result")) {
                    continue;
                }
                Against a = scalar(Key.of(field.getKey()), value, at, unknownFails, next.body());
                if (a != null) {
                    return a;
                }
            }
        }
        return null;
    }

    /**
     * A count of passes, or of what was checked, short of the whole the same object counts ({@code {"passed": 12,
     * "total": 15}}, {@code {"reviewed_files": 1, "total_files": 7}}), or null: a check that passed part of its whole
     * did not pass, and a review of part of a change checked no more; a count of none passed or checked, with no whole
     * beside it, too ({@code {"reviewed_files": 0}}). A rating the review gives ({@code {"score": 4, "max_score": 10}})
     * keeps a pass only above half the whole beside it, or, with none, as a status line's rating
     * ({@link Assertion#ratingNotHigh}: {@code {"score": 85}} keeps it, {@code {"score": 7}} does not). Only the keys of
     * numbers are read.
     */
    private static Against passedPartOfAWhole(JsonNode object, String path) {
        java.math.BigDecimal whole = null;
        String passedKey = null;
        java.math.BigDecimal passed = null;
        String ratingKey = null;
        java.math.BigDecimal rating = null;
        // Under a key naming how far the work is done, any count is of what is done ("progress": {"done": 2, "total": 5}).
        String own = ownKey(path);
        boolean progress = own != null && JsonKeys.namesProgress(Key.of(own).roles());
        for (Map.Entry<String, JsonNode> field : object.properties()) {
            JsonNode value = field.getValue();
            if (!value.isNumber()) {
                continue; // most fields hold no number, and their keys are not read here
            }
            Key key = Key.of(field.getKey());
            if ((key.categories() & bit(Category.WHOLE)) != 0) {
                whole = value.decimalValue();
            } else if (key.namesAPass() || key.namesChecked() || JsonKeys.namesRun(key.roles()) && key.namesACheck()
                    || progress && (passed == null || value.decimalValue().compareTo(passed) > 0)) {
                // (Of a progress's counts the greatest: "remaining": 0 beside "done": 5 leaves it whole.)
                passedKey = field.getKey();
                passed = value.decimalValue();
            } else if ((key.categories() & bit(Category.RATING)) != 0) {
                ratingKey = field.getKey();
                rating = value.decimalValue();
            }
        }
        if (rating != null) {
            String state = whole != null ? rating.toPlainString() + "/" + whole.toPlainString() : rating.toPlainString();
            if (Assertion.ratingNotHigh(state, 0, state.length()) >= 0) {
                return new Against((path + "/" + ratingKey).substring(1), state);
            }
        }
        if (passed != null && whole == null && passed.signum() == 0) {
            // None passed or was checked, of any whole: {"reviewed_files": 0}, {"tests_passed": 0}.
            return new Against((path + "/" + passedKey).substring(1), "0");
        }
        return whole != null && passed != null && passed.compareTo(whole) < 0
                ? new Against((path + "/" + passedKey).substring(1), passed.toPlainString() + " of " + whole.toPlainString())
                : null;
    }

    /** The key an object at {@code path} stands under, or null: the top, or an item of a list. */
    private static String ownKey(String path) {
        String last = path.substring(path.lastIndexOf('/') + 1);
        return last.isEmpty() || last.chars().allMatch(Character::isDigit) ? null : last;
    }

    private static boolean containsContainer(JsonNode array) {
        for (JsonNode item : array) {
            if (item.isContainerNode()) {
                return true;
            }
        }
        return false;
    }

    /** Whether a path is the object's own {@code suggestions} or in them. */
    private static boolean suggestion(String path) {
        return path.equals("/suggestions") || path.startsWith("/suggestions/");
    }

    /**
     * A value still to read, the path to it, the key of the list it stands in (null: none), and whether its texts
     * are the review's body, read for what takes the pass back.
     */
    private record Field(JsonNode value, String path, Key key, boolean body) {
    }

    /**
     * A field's key as every check reads it: its {@link Spelling} (whether it is a verdict label), its words
     * ({@link Spelling#words}), what those words name against a pass ({@link #againstIn}), whether they say what is listed
     * under them is gone ({@link Assertion#namesResolved}) and whether they name a pass ({@link #namesAPass}), each read
     * once. A list's key serves every item of the list,
     * and a short key is read once for every object that writes it ({@link #MEMO}): replies write the same few keys
     * ({@code result}, {@code suggestions}, {@code feedback}), and reading a key's words costs more than the rest of a
     * small object's reading.
     */
    private record Key(String raw, String spelled, String words, long categories, long against, boolean resolved,
            boolean namesAPass, boolean metadata, long roles, boolean bounds, boolean leftOut) {

        static Key of(String raw) {
            boolean memo = raw.length() <= MEMO_KEY_CHARS;
            int slot = raw.hashCode() & (MEMO.length - 1);
            Key known = memo ? MEMO[slot] : null;
            if (known != null && known.raw.equals(raw)) {
                return known;
            }
            String words = JsonKeys.parts(keyWords(raw));
            boolean resolved = Assertion.namesResolved(words);
            long categories = Assertion.categoriesIn(words);
            Key key = new Key(raw, keyOf(raw), words, categories, againstIn(categories, resolved), resolved,
                    JsonVerdicts.namesAPass(words), (ROLES.categoriesOfWord(words) & Role.METADATA.bit()) != 0,
                    JsonKeys.roles(words), JsonKeys.boundsTheReview(words, categories),
                    // (A key naming a check not made, "not_reviewed", "未覆盖", keeps its own reading as a list's.)
                    (categories & bit(Category.UNVERIFIED)) == 0 && JsonKeys.namesLeftOut(words));
            if (memo) {
                MEMO[slot] = key; // a benign race: every writer of a slot writes a whole reading of some key
            }
            return key;
        }

        /** Whether the key's words name a risk the review rates ({@code risk}, {@code severity_level}). */
        boolean namesRisk() {
            return (categories & bit(Category.RISK)) != 0;
        }

        /** Whether the key's words name a check or its pass ({@code tests}, {@code tests_passed}, {@code ci}). */
        boolean namesACheck() {
            return (categories & (bit(Category.CHECK) | bit(Category.POSITIVE_VERDICT))) != 0;
        }

        /** Whether the key's words name what the review checked ({@code files_reviewed}): only its count is read. */
        boolean namesChecked() {
            return (categories & bit(Category.CHECKED)) != 0;
        }

        /**
         * Whether the key's words name a review's confidence in itself ({@code confidence}, {@code certainty_level}), or
         * a score of the pass ({@code pass_probability}, {@code probability_pass}): both keep a pass only where high.
         */
        boolean namesConfidence() {
            return (categories & bit(Category.CONFIDENCE)) != 0
                    || ((categories & bit(Category.SCORE)) != 0 || JsonKeys.abbreviatesAScore(words))
                            && (namesAPass || JsonKeys.namesPassNoun(roles) && (categories & PASS_SPOILED) == 0);
        }
    }

    /** A key's words ({@link Spelling#words}), its brackets, dots and colons read as blanks: {@code P(pass)} as {@code p pass}. */
    private static String keyWords(String raw) {
        String words = Spelling.words(raw);
        if (words.chars().noneMatch(c -> "()[]{}<>.:".indexOf(c) >= 0)) {
            return words;
        }
        StringBuilder b = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            b.append("()[]{}<>.:".indexOf(c) >= 0 ? ' ' : c);
        }
        return Spelling.words(b.toString().strip());
    }

    /** The keys read lately, one a slot by hash: a reading is a function of its key alone. */
    private static final Key[] MEMO = new Key[256];
    /** The longest key {@link #MEMO} keeps: a key longer than a name is read each time, and never kept. */
    private static final int MEMO_KEY_CHARS = 64;

    /** Empties {@link #MEMO}: every key is read afresh, as the memo's oracle in tests. */
    static void forgetKeys() {
        java.util.Arrays.fill(MEMO, null);
    }

    /** The verdicts in the order a list of scores by verdict is read in ({@link BesideAValue#scoredAtLeastAsHigh}). */
    private static final java.util.List<String> VERDICTS = java.util.Arrays.stream(Verdict.values()).map(Enum::name).toList();

    /**
     * A member beside the object's own passing {@code result} that scores the verdicts so that the pass is no plain
     * answer, or null: read as the aligner reads scores beside an answer's data ({@link BesideAValue#scoredAtLeastAsHigh}):
     * an object of scores by verdict that scores another at least as high or gives the pass no more than 0.5
     * ({@code "scores": {"PASS": 0.4, "FAIL": 0.6}}, {@code "confidence": {"PASS": 0.5}}), or, under a name of scores, a
     * list that cannot be paired with the three verdicts one to one ({@code "probabilities": [0.3, 0.7]}: which number
     * is the pass's cannot be told) or that pairs so.
     */
    private static Against scoredBeside(JsonNode object) {
        JsonNode result = object.get("result");
        Says says = result == null ? null : label(result);
        if (says != Says.PASS && says != Says.PASS_WITH_SUGGESTIONS) {
            return null;
        }
        for (Map.Entry<String, JsonNode> field : object.properties()) {
            JsonNode value = field.getValue();
            if (value.isContainerNode() && !field.getKey().equals("result")) {
                String other = BesideAValue.scoredAtLeastAsHigh(value, VERDICTS, says.name(),
                        BesideAValue.namesScores(field.getKey()));
                if (other != null) {
                    return new Against(field.getKey(), Echo.cut(value.toString(), EchoLengths.TOKEN));
                }
            }
        }
        return null;
    }

    /** What a scalar under {@code rawKey} says against the object's verdict, or null. */
    private static Against scalar(Key rawKey, JsonNode value, String at, boolean unknownFails, boolean body) {
        if (JsonKeys.namesExitCode(rawKey.roles())) {
            // A process's exit code beside the pass ("exit_code": 1, "returncode": 2): the pass stands on a process
            // that did not exit cleanly, unless it is 0.
            return JsonKeys.exitCodeAgainst(value) ? new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN))
                    : null;
        }
        Boolean rework = JsonKeys.namesRework(rawKey.roles()) ? JsonKeys.reworkAnswered(rawKey.categories(), value) : null;
        if (rework != null || JsonKeys.namesRework(rawKey.roles()) && (rawKey.against() & LISTED) == 0) {
            // Work to be redone ("rework": true, "changes_requested": "yes", "revision_required": "rename x"): no
            // pass; a no ("rework": false, "needs_changes": "no") keeps it. A text under a key that names problems as
            // well ("changes_requested": ["nit: rename x"]) is an item of them, read as a problems list's is.
            return rework == null || rework ? new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN))
                    : null;
        }
        if (BesideAValue.errorStatus(rawKey.raw(), value)) {
            // An HTTP error's code under a name that labels an outcome ("status": 500, "http_status": 503), as the
            // aligner reads one beside an answer's data: the verdict beside it came out of a failure.
            return new Against(at.substring(1), value.asText());
        }
        if ((value.isBoolean() || value.isTextual()) && BesideAValue.turnsAround(rawKey.raw(), value)) {
            // A flag that turns the verdict around or says it is not settled ("negated": true, "not_final": true), as
            // the aligner reads one beside an answer's data: read only where it says yes, a cheap look first.
            return new Against(at.substring(1), value.asText());
        }
        String key = rawKey.spelled();
        // A thing's state ("state": "red") is read as a verdict label's value: a state nobody listed as passing is none.
        // A state written with a number ("state": "5/5", "100%") is a count or a share, read as such below.
        boolean label = LABELS.contains(key) || value.isTextual() && JsonKeys.namesState(rawKey.roles())
                && (rawKey.categories() & (bit(Category.NEGATION) | bit(Category.NOTHING))) == 0
                && (rawKey.against() & LISTED) == 0 && value.textValue().chars().noneMatch(Character::isDigit);
        if (!label && value.isNumber() && !JsonKeys.namesBound(rawKey.roles())) {
            java.math.BigDecimal n = value.decimalValue();
            if (JsonKeys.namesAgainstCount(rawKey.roles()) && n.signum() > 0) {
                // Checks in a failing state, or things still open, counted above 0 ("red": 7, "open_threads": 5,
                // "未处理": 2: the negation is the word's own).
                return new Against(at.substring(1), value.asText());
            }
            if (rawKey.namesChecked() && JsonKeys.namesShareOrPercent(rawKey.roles())
                    && (rawKey.categories() & (bit(Category.NEGATION) | bit(Category.NOTHING))) == 0) {
                // A share of what was reviewed below the whole ("percent_reviewed": 10, "reviewed_ratio": 0.1): the
                // pass is of part of the change.
                java.math.BigDecimal whole = JsonKeys.namesPercent(rawKey.roles()) || n.compareTo(java.math.BigDecimal.ONE) > 0
                        ? java.math.BigDecimal.valueOf(100) : java.math.BigDecimal.ONE;
                if (n.compareTo(whole) < 0) {
                    return new Against(at.substring(1), value.asText());
                }
            }
        }
        if (!label && value.isNumber() && !JsonKeys.namesBound(rawKey.roles()) && ShortOfWhole.numberAgainst(rawKey.words(), rawKey.categories(), value.decimalValue())) {
            // Warnings counted above 0 ("lint_warnings": 240), a share at or below half ("coverage": 0.12).
            return new Against(at.substring(1), value.asText());
        }
        if (!label && JsonKeys.namesProgress(rawKey.roles()) && !JsonKeys.namesBound(rawKey.roles())
                && (rawKey.categories() & (bit(Category.NEGATION) | bit(Category.NOTHING))) == 0
                && JsonKeys.progressShort(value)) {
            // How far the work is done, short of the whole ("progress": "0%", "Prüfungsfortschritt": 0.6): the pass is
            // of work not done.
            return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        if (!label && value.isTextual() && JsonKeys.namesShare(rawKey.roles()) && !JsonKeys.namesBound(rawKey.roles())) {
            // A share written as text ("progress": "0%", "coverage": "0.12"), read as the number it writes.
            java.math.BigDecimal share = JsonKeys.shareWritten(value.textValue());
            if (share != null && ShortOfWhole.numberAgainst(rawKey.words(), rawKey.categories(), share)) {
                return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
            }
        }
        if (!label && (value.isNumber() || value.isTextual()) && rawKey.namesConfidence()
                && (rawKey.categories() & (bit(Category.NEGATIVE_VERDICT) | bit(Category.FAILURE))) == 0) {
            // (A confidence in what fails a pass, "fail_probability": 0.9, is no confidence in the pass: read as its key.)
            // A review's confidence in its verdict keeps a pass only where it says it is high ("confidence": 0.95).
            String state = value.isNumber() ? value.decimalValue().toPlainString() : Nfkc.of(value.textValue()).text();
            return Assertion.confidenceHigh(state, 0, state.length()) ? null
                    : new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        if (!label && (value.isNumber() || value.isTextual()) && rawKey.namesRisk()) {
            // A risk the review rates keeps a pass only where it says it is low ("risk": "low", "severity": 0).
            // A text that counts none or names only minor problems is an item of a risks list that keeps it.
            String state = value.isNumber() ? value.decimalValue().toPlainString() : Nfkc.of(value.textValue()).text();
            boolean low = value.isNumber() ? value.decimalValue().signum() == 0
                    : !state.isBlank() && Assertion.riskNotLow(state, 0, state.length()) < 0;
            if (low) {
                return null;
            }
            if (value.isNumber() || Assertion.isProblemItem(state)) {
                return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
            }
        }
        if (!label && value.isTextual() && (rawKey.categories() & bit(Category.RATING)) != 0) {
            // A rating written as text is read as a status line's ("score": "3/10", "rating": "mediocre").
            String state = Nfkc.of(value.textValue()).text();
            if (Assertion.ratingNotHigh(state, 0, state.length()) >= 0) {
                return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
            }
        }
        if (value.isTextual() && (label || rawKey.namesACheck() || rawKey.namesChecked())
                && (rawKey.against() & bit(Category.UNVERIFIED)) == 0) {
            // (A key naming a check not made, "untested": ["none"], lists what was not checked: read as a list.)
            // A check's state is read as on a status line: part of its whole ("tests_passed": "12/15"), a count
            // against it ("lint": "14 errors"), a short state that is no pass ("tests": "skipped", "build": "red").
            // A verdict's label ("status") and what was checked ("files_reviewed") are read for their part of a whole
            // only; a verdict label's words are the label's to read.
            String state = Nfkc.of(value.textValue()).text();
            if ((label || !rawKey.namesACheck() ? Assertion.partialCount(state, 0, state.length())
                    : Assertion.checkStateNotPassed(state, 0, state.length())) >= 0) {
                return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
            }
        }
        Says says = label ? (unknownFails ? labelBesideAPass(value) : label(value)) : yesOrNoKey(key, value);
        says = says == Says.NOTHING && !label ? namedAgainst(rawKey, value) : says;
        if (says == Says.NOTHING && !label && value.isTextual() && (rawKey.against() & LISTED) != 0
                && (rawKey.categories() & (bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.PSEUDO))) == 0
                && Boolean.FALSE.equals(yes(value)) && !value.textValue().isBlank()) {
            // A no under a key naming problems says there are none ("blocking_issues": "no"), as false does there.
            return null;
        }
        says = says == Says.NOTHING && !label ? namedForAPass(rawKey, value) : says;
        says = says == Says.NOTHING && !label && unknownFails && body && !suggestion(at) ? saysNo(rawKey, value) : says;
        if (says == Says.FAIL || says == Says.UNKNOWN && unknownFails) {
            boolean verdict = value.isTextual() && text(value.textValue()) == Says.FAIL
                    && ReviewDecider.verdictOf(value) == Verdict.FAIL;
            return new Against(at.substring(1), verdict ? "FAIL" : Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        if (unknownFails && body && !label && value.isTextual() && !suggestion(at) && JsonKeys.reworkStated(value.textValue())) {
            // A short state that the work is to be redone ("next_step": "revise and resubmit").
            return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        if (unknownFails && value.isTextual() && suggestion(at)) {
            // A suggestion that names a grave problem is none, as in a review's suggestions section ("Fix the SQL
            // injection (critical)"): a pass listing it is FAIL.
            return Assertion.graveProblemSuggested(Nfkc.of(value.textValue()).text()) < 0 ? null
                    : new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        if (unknownFails && body && !label && value.isTextual() && at.indexOf('/', 1) < 0
                && rawKey.metadata()) {
            // Who or what wrote the review, or when ("reviewer": "alice"): a name is no remark on the pass; more than
            // a short note's words, or a label and its state, where a name belongs is no name, and keeps nothing.
            String t = Nfkc.of(value.textValue()).text();
            if (Assertion.namesOnly(t)) {
                return null;
            }
            if (Assertion.longerThanANote(t) || t.indexOf(':') >= 0 || t.indexOf('：') >= 0) {
                return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
            }
        }
        return unknownFails && body && !label && value.isTextual() ? prose(value, at, besideTheVerdict(at)) : null;
    }

    /**
     * Whether a path is a member of the verdict's own object, or an item of a list that is one ({@code /note},
     * {@code /notes/0}): a note beside the verdict, read fail-closed ({@link Assertion#noteBesideAPass}). A text deeper
     * in names what it is part of ({@code "checks": [{"name": "tests"}]}).
     */
    private static boolean besideTheVerdict(String at) {
        int second = at.indexOf('/', 1);
        if (second < 0) {
            return true;
        }
        for (int p = second + 1; p < at.length(); p++) {
            if (!Character.isDigit(at.charAt(p))) {
                return false;
            }
        }
        return second + 1 < at.length();
    }

    /**
     * What a text field beside a pass says of it, read as the review's body ({@link Assertion#besideAPass}): taken
     * back or failed there ({@code "comment": "just kidding, it fails"}, {@code "summary": "Do not merge: …"}), a
     * verdict or its label named with a trigger in reach ({@link Assertion.Body#verdictNamedTakenBack}: {@code "note": "I am
     * not sure about this result"}), or words in a script no language read is written in, the pass is FAIL. The object's own {@code suggestions} are not read so: they are imperatives about the code
     * ({@code "Cancel the timer on close"}), and the verdict that lists them says they keep it. A short note
     * {@code beside} the verdict, in its own object, keeps it only when each of its words keeps a pass
     * ({@link Assertion#noteBesideAPass}: {@code "note": "unknown"} is FAIL).
     */
    private static Against prose(JsonNode value, String at, boolean beside) {
        String t = Nfkc.of(value.textValue()).text();
        if (ReviewDecider.openTaskBox(t) >= 0) {
            // A task list's open item on any of its lines ("[ ] run the tests", "- [x] tests\n- [ ] docs"): a thing
            // not done beside the pass.
            return new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
        }
        String asWritten = t;
        if (t.indexOf('_') >= 0 && t.chars().noneMatch(Character::isWhitespace)) {
            t = t.replace('_', ' '); // an enum constant's words: REQUEST_CHANGES
        }
        // Read as terms once for both looks.
        Assertion.Body body = Assertion.body(t);
        // A short note saying a failure was dealt with, and nothing else, states none (Fixed the timeout error.): read
        // only where a failure it names, or a word of it nobody listed, would take the pass back.
        return body.besideAPass().plain() && !failWritten(t) && !statesAgainst(t)
                && (body.problemStated() < 0 || Assertion.failureResolvedNote(t))
                && Assertion.harmStated(t, 0, t.length(), p -> true) < 0
                // A safeguard it says the change lacks (The endpoint is not authenticated.).
                && Assertion.safeguardDenied(t, 0, t.length(), p -> true) < 0
                && Assertion.excessStated(t, 0, t.length(), p -> true) < 0
                // A server error's status it says is returned (The endpoint responds with 503.).
                && Assertion.serverErrorStated(t, 0, t.length(), p -> true) < 0
                // A tool's failure line it shows (npm ERR! code ELIFECYCLE, Exit code: 1, Segmentation fault), a thing
                // past its end still used (Expired tokens are still accepted.) or a time off by a measure (Every invoice
                // is dated one day early.), read in one pass.
                && Assertion.toolFailureOrTurned(t) < 0
                // Its status lines, as the review's: Tests: 🟥, CI 💥, lint: ok, tests: ko.
                && Assertion.checkNotPassed(t, 0, t.length(), p -> true) < 0
                && Assertion.statusesNotPassed(t, 0, t.length(), p -> true) < 0
                // A short line saying the work could not be done (No se pudo., Pas possible.).
                && Assertion.couldNotStated(t, 0, t.length(), p -> true) < 0
                && !Assertion.verdictFilledIn(t)
                && ((beside ? Assertion.noteBesideAPass(t) : Assertion.stateBesideAPass(t)).plain()
                        || Assertion.failureResolvedNote(t))
                && body.verdictNamedTakenBack() < 0
                // What it says was resolved, asked, negated, hedged or put off (Der Fehler ist nicht behoben.).
                && Assertion.fixLeftOpen(t) < 0
                // A face of marks is read whole as written, before its '_' is read as a constant's ("-_-", "o_O").
                && (asWritten == t || Assertion.stateBesideAPass(asWritten).plain())
                && Assertion.unreadWord(t, 0, t.length()) < 0
                // A line labelling the review's reach as a part only ("Scope: README only", "검토 범위: README만").
                && (t.indexOf(':') < 0 && t.indexOf('：') < 0 || ShortOfWhole.reachLimited(t) < 0)
                // A check said to pass for part of its subjects only ("Most tests pass.", "Nicht alle Tests sind grün.").
                && ShortOfWhole.partPasses(t, 0, t.length(), p -> true) < 0
                // A check said to pass and put off ("The tests would pass if …", "Tests should pass now.").
                && Assertion.checkPassPutOff(t, 0, t.length(), p -> true) < 0
                // The change's soundness asked and left open ("Is this safe?", "Wurde das getestet?").
                && Assertion.soundnessQuestioned(t, 0, t.length(), p -> true) < 0 ? null
                : new Against(at.substring(1), Echo.cut(value.toString(), EchoLengths.TOKEN));
    }

    /** What a field's whole value may be that says something against a pass, as a status does ({@code "build": "broken"}). */
    private static final long STATED_AGAINST = bit(Category.PROBLEM) | bit(Category.NEGATIVE_VERDICT) | bit(Category.CROSS)
            | bit(Category.HEDGE) | bit(Category.CONDITION) | bit(Category.RETRACTION) | bit(Category.JOKE)
            | bit(Category.SUBSTITUTE) | bit(Category.EXAMPLE_LABEL);

    /**
     * Whether a text field is, whole, one word that names a problem, a failure, a hedge, a condition or a taking
     * back ({@code "build": "broken"}, {@code "result_note": "tentative"}, {@code "severity": "critical"}): a status,
     * not a description; a minor word or a word that passes as well does not count.
     */
    private static boolean statesAgainst(String t) {
        String v = Decoration.strip(t);
        if (v == null || v.isEmpty()) {
            return v == null;
        }
        long c = LEX.categoriesOfWord(v);
        return (c & STATED_AGAINST) != 0
                && (c & (bit(Category.MINOR) | bit(Category.NOTHING) | bit(Category.POSITIVE_VERDICT) | bit(Category.PSEUDO))) == 0;
    }

    /**
     * Whether a body of prose writes the failing verdict itself, {@code FAIL} in capitals as a word ({@code Actually
     * FAIL.}): the word this service's verdicts are written in, which no description of code needs in capitals.
     */
    private static boolean failWritten(String t) {
        for (int i = t.indexOf('F'); i >= 0; i = t.indexOf('F', i + 1)) {
            if (spelledOut(t, i, "FAIL")) {
                return true;
            }
        }
        for (int i = t.indexOf("FAIL"); i >= 0; i = t.indexOf("FAIL", i + 1)) {
            boolean start = i == 0 || !Character.isLetterOrDigit(t.charAt(i - 1));
            int e = i + 4;
            boolean end = e == t.length() || !Character.isLetterOrDigit(t.charAt(e));
            if (start && (end || t.startsWith("ED", e) && (e + 2 == t.length() || !Character.isLetterOrDigit(t.charAt(e + 2))))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code word} is written at {@code i} one capital at a time, each apart from the next by blanks, dots,
     * hyphens or underscores and standing alone ({@code F A I L}, {@code F-A-I-L}): the word itself, spelled out.
     */
    private static boolean spelledOut(String t, int i, String word) {
        if (i > 0 && Character.isLetterOrDigit(t.charAt(i - 1))) {
            return false;
        }
        int p = i;
        for (int k = 0; k < word.length(); k++) {
            if (p >= t.length() || t.charAt(p) != word.charAt(k)) {
                return false;
            }
            p++;
            int gap = p;
            while (p < t.length() && " .-_\u00B7".indexOf(t.charAt(p)) >= 0) {
                p++;
            }
            if (k + 1 < word.length() && p == gap) {
                return false; // written whole (FAIL) is read as a word elsewhere
            }
        }
        return p >= t.length() || !Character.isLetterOrDigit(t.charAt(p));
    }

    /**
     * A problem a list or an object lists under a key naming problems ({@code blockers}, {@code critical_issues},
     * {@code failed_tests}, {@code errors}), as {@code blockers: 2} counts them: its first item that is no minor
     * one, or null. An item is minor when it says so: a text that opens with a minor word ({@code "nit: rename x"}),
     * an object with a field that is a minor word ({@code "severity": "low"}); nothing ({@code null}, {@code ""},
     * {@code "none"}, {@code false}) is no item. An empty list lists nothing; a key that says there is none
     * ({@code no_blockers}), names minor problems or says they are gone ({@code fixed_bugs}) lists nothing against a pass.
     */
    private static Against problemListed(Key key, JsonNode container, String at) {
        long c = key.against();
        if ((c & LISTED) == 0 || (c & (bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.PSEUDO))) != 0) {
            return null;
        }
        java.util.Iterator<Map.Entry<String, JsonNode>> items = container.properties().iterator();
        for (int i = 0; container.isArray() ? i < container.size() : items.hasNext(); i++) {
            JsonNode item;
            String where;
            if (container.isArray()) {
                item = container.get(i);
                where = at + "/" + i;
            } else {
                Map.Entry<String, JsonNode> e = items.next();
                item = e.getValue();
                where = at + "/" + e.getKey();
            }
            if (isProblem(item)) {
                return new Against(where.substring(1), Echo.cut(item.toString(), EchoLengths.TOKEN));
            }
        }
        return null;
    }

    /**
     * A count above 0 in an object under a key naming a risk or a severity, by a level that is neither low nor minor
     * ({@code "severity_counts": {"high": 2}}, {@code "risks": {"critical": 1, "low": 4}}), or null: problems counted at
     * a weight that is no minor one, as {@code "issues": {"critical": 1}} counts them. A level the lexicon lists as low
     * or minor ({@code low}, {@code minor}, {@code info}) counts nothing against the pass; any other level
     * ({@code medium}, {@code P2}) does, severities having no fixed vocabulary.
     */
    private static Against riskCounted(Key key, JsonNode container, String at) {
        if (!container.isObject() || !key.namesRisk() || (key.categories() & (bit(Category.NEGATION)
                | bit(Category.NOTHING) | bit(Category.MINOR) | bit(Category.LOW))) != 0 || key.resolved()) {
            return null;
        }
        for (Map.Entry<String, JsonNode> level : container.properties()) {
            JsonNode v = level.getValue();
            if (!v.isNumber() || v.decimalValue().signum() <= 0) {
                continue;
            }
            Key named = Key.of(level.getKey());
            if ((named.categories() & (bit(Category.LOW) | bit(Category.MINOR) | bit(Category.WHOLE))) == 0) {
                return new Against((at + "/" + level.getKey()).substring(1), v.asText());
            }
        }
        return null;
    }

    /** Whether an item of a problem list is a problem: anything but nothing or an item that says it is minor. */
    private static boolean isProblem(JsonNode item) {
        if (item.isNull() || item.isBoolean() && !item.booleanValue()) {
            return false;
        }
        if (item.isTextual()) {
            return Assertion.isProblemItem(Nfkc.of(item.textValue()).text());
        }
        if (item.isObject()) {
            for (Map.Entry<String, JsonNode> f : item.properties()) {
                JsonNode v = f.getValue();
                if (v.isTextual()) {
                    String t = Decoration.strip(Nfkc.of(v.textValue()).text());
                    if (t != null && (LEX.categoriesOfWord(t) & bit(Category.MINOR)) != 0) {
                        return false;
                    }
                }
            }
            return !item.isEmpty();
        }
        return !item.isArray() || !item.isEmpty();
    }

    /** What a yes-or-no verdict key says, or NOTHING when the key is none or its value is no yes or no. */
    private static Says yesOrNoKey(String key, JsonNode value) {
        String word = key.startsWith("is") && key.length() > 2 ? key.substring(2) : key;
        boolean pass = PASS_KEYS.contains(key) || PASS_KEYS.contains(word);
        boolean fail = !pass && (FAIL_KEYS.contains(key) || FAIL_KEYS.contains(word));
        if (!pass && !fail) {
            return Says.NOTHING;
        }
        Boolean yes = yes(value);
        if (yes == null) {
            return Says.NOTHING;
        }
        return yes == pass ? Says.POSITIVE : Says.FAIL;
    }

    /** What a key's words may name that a yes says against a pass: a problem, a failure, a cross, a value taken back, an example. */
    private static final long AGAINST = bit(Category.PROBLEM) | bit(Category.NEGATIVE_VERDICT) | bit(Category.CROSS)
            | bit(Category.FAILURE)
            | bit(Category.SEVERE) | bit(Category.UNVERIFIED) | bit(Category.HEDGE) | bit(Category.APPROXIMATE) | bit(Category.CONDITION)
            | bit(Category.RETRACTION) | bit(Category.JOKE) | bit(Category.SUBSTITUTE)
            | bit(Category.EXAMPLE_LABEL) | bit(Category.TEMPLATE_LABEL);

    /** What a key naming a pass as a thing must not name to score the pass: a no, a negation, a failure, a problem. */
    private static final long PASS_SPOILED = bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.NO)
            | bit(Category.PSEUDO) | AGAINST;

    /**
     * What a key's words may name that a list under it lists against a pass: problems and failures, and checks not made
     * ({@code "not_reviewed": ["numbers"]}, {@code "unchecked": [...]}; {@code examples} lists evidence).
     */
    private static final long LISTED = bit(Category.PROBLEM) | bit(Category.NEGATIVE_VERDICT) | bit(Category.CROSS)
            | bit(Category.UNVERIFIED) | bit(Category.CONDITION) | bit(Category.HEDGE);

    /**
     * The categories of a key's words ({@link Spelling#words}) when they name what fails a pass, and no minor problem and
     * no problem gone ({@code fixed_bugs}; {@code resolved}, {@link Assertion#namesResolved} of the words), else 0.
     */
    private static long againstIn(long c, boolean resolved) {
        // A stand-in's word that also passes (angenommen: accepted, and assumed) names a pass, not a stand-in.
        long against = (c & bit(Category.POSITIVE_VERDICT)) != 0 ? c & AGAINST & ~bit(Category.SUBSTITUTE) : c & AGAINST;
        return against == 0 || (c & bit(Category.MINOR)) != 0 || resolved ? 0 : c;
    }

    /**
     * What a yes-or-no field says whose key names, in words, what fails a pass ({@code blocking: true},
     * {@code has_critical_issues: true}, {@code draft: true}, {@code is_example: true}) or says there is none of it
     * ({@code no_blockers: false}): FAIL where the value says it is there (a yes, a count above 0); NOTHING otherwise,
     * for a minor problem ({@code minor_issues: true}), and for {@code null} or a value that is no yes or no ({@link #againstIn}).
     */
    /**
     * Whether a key's words ({@link Spelling#words}) hold a word that passes and none that negates, fails or names a problem
     * ({@link #namedForAPass}).
     */
    private static boolean namesAPass(String words) {
        // Word by word, each whole: a term read inside another (なし in 問題なし) is no word of the key.
        boolean passes = false;
        long others = 0;
        for (String word : words.split(" ")) {
            if (!word.isEmpty() && word.charAt(0) >= 0x2E80) {
                // Han, kana and Hangul write a key's words together (合格確率): read as the terms in it, any of which
                // that is no pass spoiling it (不合格 holds 合格).
                long c = Assertion.categoriesIn(word);
                passes |= (c & bit(Category.POSITIVE_VERDICT)) != 0;
                others |= c & ~bit(Category.POSITIVE_VERDICT);
                continue;
            }
            long c = word.isEmpty() ? 0 : LEX.categoriesOfWord(word);
            passes |= (c & bit(Category.POSITIVE_VERDICT)) != 0;
            others |= (c & bit(Category.POSITIVE_VERDICT)) != 0 ? 0 : c;
        }
        long spoils = bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.PSEUDO) | bit(Category.NO)
                | AGAINST;
        return passes && (others & spoils) == 0;
    }

    /**
     * What a yes-or-no field says whose key's words hold a word that passes and none that negates, fails or names a
     * problem ({@code tests_passed}, {@code all_checks_passed}, {@code can_merge}, {@code ci_green}): FAIL where it
     * says no ({@code false}, a no word); NOTHING otherwise, {@code null} and numbers included (an absent field, a
     * count of passed tests).
     */
    private static Says namedForAPass(Key key, JsonNode value) {
        if (!value.isBoolean() && !value.isTextual() || !key.namesAPass()) {
            return Says.NOTHING;
        }
        return Boolean.FALSE.equals(yes(value)) && !(value.isTextual() && value.textValue().isBlank()) ? Says.FAIL
                : Says.NOTHING;
    }

    /**
     * What a no says beside a pass under a key that names nothing against one ({@code valid: false}, {@code tested:
     * false}, {@code is_final: false}, {@code "comment": "Nope."}): FAIL, as a no nobody listed the meaning of
     * cannot be read as keeping the pass. Under a key naming a problem, a hedge or a condition a no says there is
     * none ({@code breaking_changes: false}, {@code draft: false}) and keeps it; {@code null}, numbers and nothing
     * words ({@code "N/A"}) say nothing.
     */
    private static Says saysNo(Key key, JsonNode value) {
        if (key.against() != 0) {
            return Says.NOTHING;
        }
        if (value.isBoolean()) {
            // A no under a key naming a value turned around says it is not ("negated": false): read only for a no.
            return value.booleanValue() || BesideAValue.namesTurning(key.raw()) ? Says.NOTHING : Says.FAIL;
        }
        if (!value.isTextual()) {
            return Says.NOTHING;
        }
        String t = Decoration.strip(Nfkc.of(value.textValue()).text());
        long c = t == null || t.isEmpty() ? 0 : LEX.categoriesOfWord(t);
        return (c & (bit(Category.NO) | bit(Category.NEGATION))) != 0 && (c & bit(Category.NOTHING)) == 0 ? Says.FAIL
                : Says.NOTHING;
    }

    private static Says namedAgainst(Key key, JsonNode value) {
        if (value.isNull()) {
            return Says.NOTHING;
        }
        // The key first: it is short, and most keys name nothing against a pass, so a long text value is not read.
        long c = key.against();
        if (c == 0) {
            return Says.NOTHING;
        }
        // A count written as text ("blockers": "2") counts as the number it writes.
        String digits = value.isTextual() ? value.textValue().strip() : "";
        boolean count = !digits.isEmpty() && digits.length() <= 9 && digits.chars().allMatch(ch -> ch >= '0' && ch <= '9');
        Boolean yes = value.isNumber() ? Boolean.valueOf(value.decimalValue().signum() != 0)
                : count ? Boolean.valueOf(Integer.parseInt(digits) != 0) : yes(value);
        boolean none = (c & (bit(Category.NEGATION) | bit(Category.NOTHING) | bit(Category.PSEUDO))) != 0;
        if (yes == null) {
            // A text under a key naming problems is one item of them, as in a list ("risk": "high", "issues": "typo").
            return value.isTextual() && !none && (c & LISTED) != 0 && isProblem(value) ? Says.FAIL : Says.NOTHING;
        }
        return yes != none ? Says.FAIL : Says.NOTHING;
    }

    /**
     * Whether a yes-or-no field's value says yes: {@code true}, {@code 1}, a yes word or a verdict that passes; no:
     * {@code false}, {@code 0}, {@code null}, a no word, a nothing word, a verdict that fails; null when it is
     * neither (a field of another kind that happens to share the name).
     */
    private static Boolean yes(JsonNode value) {
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isNull()) {
            return false;
        }
        if (value.isNumber()) {
            int sign = value.decimalValue().compareTo(java.math.BigDecimal.ONE);
            return sign == 0 ? Boolean.TRUE : value.decimalValue().signum() == 0 ? Boolean.FALSE : null;
        }
        if (!value.isTextual()) {
            return null;
        }
        String t = Decoration.strip(Nfkc.of(value.textValue()).text());
        if (t == null) {
            return false;
        }
        long c = LEX.categoriesOfWord(t);
        if ((c & (bit(Category.YES) | bit(Category.POSITIVE_VERDICT))) != 0) {
            return true;
        }
        if ((c & (bit(Category.NO) | bit(Category.NEGATIVE_VERDICT) | bit(Category.NOTHING))) != 0 || t.isEmpty()) {
            return false;
        }
        return null;
    }

    private static long bit(Category c) {
        return 1L << c.ordinal();
    }

    /**
     * What a verdict label's value says beside a pass, read fail-closed: a verdict nobody wrote ({@code null}, {@code ""},
     * {@code "N/A"}, {@code "TBD"}, {@code "none"}; a number at or below 0, a no) is UNKNOWN, as it may have been a FAIL;
     * prose there is the verdict in words, and keeps the pass only where every word of it keeps one, as the words after
     * a marker's final verdict must ({@link Assertion#restKeepsAPass}: {@code "conclusion": "Looks good to me"} keeps it,
     * {@code "conclusion": "Not ready to merge yet"} and {@code "verdict": "F A I L"} do not).
     */
    private static Says labelBesideAPass(JsonNode value) {
        if (value.isNull()) {
            return Says.UNKNOWN;
        }
        if (value.isNumber()) {
            return value.decimalValue().signum() <= 0 ? Says.UNKNOWN : Says.NOTHING; // a score above 0 states no verdict
        }
        Says says = label(value);
        if (says != Says.NOTHING || !value.isTextual()) {
            return says;
        }
        String t = Decoration.strip(Nfkc.of(value.textValue()).text());
        if (t == null || words(t) <= WORDS_OF_A_VALUE || (LEX.categoriesOfWord(t) & bit(Category.NOTHING)) != 0
                || (ROLES.categoriesOfWord(t) & Role.NOTHING_TO_ADD.bit()) != 0) {
            return Says.UNKNOWN; // nothing, or words for it (해당 없음, nothing to add): no verdict written
        }
        return Assertion.restKeepsAPass(t, 0, t.length()).plain() ? Says.NOTHING : Says.FAIL;
    }

    /** What a verdict label's value says: a verdict, a pass in other words, nothing, FAIL, or unknown. */
    static Says label(JsonNode value) {
        if (value == null || value.isNull() || value.isNumber()) {
            return Says.NOTHING; // a score or an absent value states no verdict
        }
        if (value.isBoolean()) {
            return value.booleanValue() ? Says.POSITIVE : Says.FAIL;
        }
        if (!value.isTextual()) {
            return Says.NOTHING;
        }
        return text(value.textValue());
    }

    /**
     * What a verdict written as text says: PASS, FAIL or PASS_WITH_SUGGESTIONS exactly (NFKC, any case, blanks
     * around it); a word that fails or passes; a verdict word followed by words that keep it ({@code approved -
     * all checks green}) or take it back ({@code PASS?}, {@code pass (not really)}: FAIL); nothing; prose, read for
     * failing words; or unknown.
     */
    static Says text(String raw) {
        // Exactly a verdict in NFKC, any case and width: an invisible character inside it (PASS\u200B) makes it
        // no verdict (it passes in other words at most), as a value a reader cannot check.
        // ASCII is its own NFKC: most values are, and skip the normaliser.
        String exact = (isAscii(raw) ? raw : java.text.Normalizer.normalize(raw, java.text.Normalizer.Form.NFKC)).strip()
                .toUpperCase(Locale.ROOT);
        for (Verdict v : Verdict.values()) {
            if (v.name().equals(exact)) {
                return switch (v) {
                    case PASS -> Says.PASS;
                    case PASS_WITH_SUGGESTIONS -> Says.PASS_WITH_SUGGESTIONS;
                    case FAIL -> Says.FAIL;
                };
            }
        }
        String t = Decoration.strip(Nfkc.of(raw).text());
        if (t == null) {
            return Says.FAIL; // struck through
        }
        if (t.isEmpty()) {
            return Says.NOTHING;
        }
        long whole = LEX.categoriesOfWord(t);
        if ((whole & (bit(Category.NEGATIVE_VERDICT) | bit(Category.NO))) != 0) {
            return Says.FAIL;
        }
        if ((whole & (bit(Category.POSITIVE_VERDICT) | bit(Category.YES))) != 0) {
            return Says.POSITIVE;
        }
        if ((whole & bit(Category.NOTHING)) != 0) {
            return Says.NOTHING;
        }
        int head = Assertion.termEnd(t, 0, t.length(), Category.POSITIVE_VERDICT);
        if (head > 0) {
            Assertion.Stance s = Assertion.read(t, 0, head, 0, t.length(), Assertion.Polarity.POSITIVE,
                    Assertion.Bound.AFFIRMING);
            return s.plain() ? Says.POSITIVE : Says.FAIL;
        }
        if (Assertion.termEnd(t, 0, t.length(), Category.NEGATIVE_VERDICT) > 0) {
            return Says.FAIL;
        }
        if (words(t) > WORDS_OF_A_VALUE) {
            return Assertion.failingWords(t) ? Says.FAIL : Says.NOTHING;
        }
        return Says.UNKNOWN;
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static int words(String t) {
        int words = 0;
        boolean in = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean blank = Character.isWhitespace(c) || c == '\u3000';
            if (!blank && !in) {
                words++;
            }
            in = !blank;
            if (c > 0x2E80) {
                // Han, kana and Hangul write no blanks between words: two characters count about one word.
                words += (i & 1);
            }
        }
        return words;
    }
}
