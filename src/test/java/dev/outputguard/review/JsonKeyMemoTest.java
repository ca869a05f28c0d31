package dev.outputguard.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.outputguard.assertion.Category;
import dev.outputguard.assertion.Lexicon;

/**
 * A JSON key's reading is kept for the objects that write the key again, one key a slot: generated objects whose keys
 * are the lexicon's words of every category and language, spelled as models spell keys, thousands of them sharing the
 * slots, are answered the same with their keys read afresh as with the keys the other objects left in the slots, read
 * in another order, twice ({@link JsonVerdicts#against}).
 */
class JsonKeyMemoTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void aKeyKept_answersAsAKeyReadAfresh() {
        List<String> words = new ArrayList<>();
        for (Category c : Category.values()) {
            words.addAll(Lexicon.get().words(c));
        }
        Random random = new Random(38L);
        List<ObjectNode> objects = new ArrayList<>();
        for (int n = 0; n < 3_000; n++) {
            ObjectNode o = MAPPER.createObjectNode().put("result", "PASS");
            for (int f = 1 + random.nextInt(3); f > 0; f--) {
                String word = words.get(random.nextInt(words.size()));
                String key = switch (random.nextInt(4)) {
                    case 0 -> word.replace(' ', '_');
                    case 1 -> word.toUpperCase(Locale.ROOT);
                    case 2 -> "has_" + word.replace(' ', '_');
                    default -> word;
                };
                switch (random.nextInt(4)) {
                    case 0 -> o.put(key, random.nextBoolean());
                    case 1 -> o.put(key, words.get(random.nextInt(words.size())));
                    case 2 -> o.putArray(key).add(words.get(random.nextInt(words.size())));
                    default -> o.put(key, random.nextInt(3));
                }
            }
            objects.add(o);
        }
        // Each object read with every key read afresh, then all of them read in another order, the keys kept.
        List<String> fresh = new ArrayList<>();
        for (ObjectNode o : objects) {
            JsonVerdicts.forgetKeys();
            fresh.add(String.valueOf(JsonVerdicts.against(o, true)));
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        List<String> differ = new ArrayList<>();
        int against = 0;
        for (int round = 0; round < 2; round++) {
            for (int i : order) {
                String kept = String.valueOf(JsonVerdicts.against(objects.get(i), true));
                against += kept.equals("null") || round > 0 ? 0 : 1;
                if (!kept.equals(fresh.get(i))) {
                    differ.add(kept + " vs " + fresh.get(i) + ": " + objects.get(i));
                }
            }
        }
        assertEquals(List.of(), differ.subList(0, Math.min(5, differ.size())), differ.size() + " of 6000 differ");
        assertTrue(against > 100 && against < 2_900, against + " of 3000 say something against the pass: the objects test both answers");
    }
}
