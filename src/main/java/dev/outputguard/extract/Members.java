package dev.outputguard.extract;

import java.util.Arrays;
import java.util.function.IntFunction;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The members of a parse's open containers by index (the {@link Containers} keep the count): each one's
 * value and, for an object's member, its key and where the key is written. An element's key slot is never
 * written, so the key pages grow only as far as object members reach.
 *
 * <p>Kept in pages of at most {@link #PAGE} entries, not in one array grown by doubling: a 10 MB reply of millions
 * of members (an array of numbers, one key written over and over) would grow arrays of references past half a G1
 * region, which the collector allocates as humongous objects outside the young generation and does not reclaim
 * young; collecting those arrays came to dominate the whole parse. A page stays far below that size, and the
 * pages together are allocated once, not twice over as doubling does. A small reply uses the first page only,
 * grown by doubling from 16 entries, as one array would be.
 */
final class Members {

    /** Entries per page: 16 Ki references, 64 KiB with compressed pointers (a G1 region is at least 1 MiB). */
    private static final int SHIFT = 14;
    private static final int PAGE = 1 << SHIFT;
    private static final int MASK = PAGE - 1;

    private JsonNode[][] values = {new JsonNode[16]};
    private String[][] names = {new String[16]};
    private int[][] nameAt = {new int[16]};
    // The page each was last set in, held apart too, with the index of its first entry, so that setting an entry
    // there is a subtraction, a bounds check and a store, and moving to another page is a method of its own. Every
    // member of every reply is set here: HotSpot compiles the setters (and Containers.add around them) on their own
    // first, and later inlines them into the grammar's loop only if that compiled code is small. With the paging
    // inline it was not, and each member paid a call; with only the first page held apart, each member past it (an
    // array of millions of numbers) went through the paging once more.
    private JsonNode[] valuePage = values[0];
    private int valueBase;
    private String[] namePage = names[0];
    private int[] nameAtPage = nameAt[0];
    private int nameBase;

    // Members that write again the very key of the entry before them, past the repeats an answer lists, are not
    // entries of their own: entry moreAt[k] stands for more[k] such members after it, its value the last of them
    // (Containers#addUnlisted). Ascending by entry; empty unless an object writes one key over a thousand times
    // in a row.
    private int[] moreAt = new int[4];
    private int[] more = new int[4];
    private int moreCount;

    JsonNode value(int i) {
        return values[i >>> SHIFT][i & MASK];
    }

    String name(int i) {
        return names[i >>> SHIFT][i & MASK];
    }

    /** Where the key of the object member {@code i} is written, or -1 (a member carried over without its key's place). */
    int nameAt(int i) {
        return nameAt[i >>> SHIFT][i & MASK];
    }

    void setValue(int i, JsonNode value) {
        JsonNode[] page = valuePage;
        int j = i - valueBase;
        if (j >= 0 && j < page.length) {
            page[j] = value;
        } else {
            setValueFurther(i, value);
        }
    }

    void setName(int i, String name, int at) {
        String[] page = namePage;
        int j = i - nameBase;
        if (j >= 0 && j < page.length) {
            page[j] = name;
            nameAtPage[j] = at;
        } else {
            setNameFurther(i, name, at);
        }
    }

    /** One more member after entry {@code i}, the last entry, writing its key again, not kept as an entry. */
    void oneMore(int i) {
        int k = moreCount - 1;
        if (k >= 0 && moreAt[k] == i) {
            more[k]++;
            return;
        }
        if (moreCount == moreAt.length) {
            moreAt = Arrays.copyOf(moreAt, 2 * moreCount);
            more = Arrays.copyOf(more, 2 * moreCount);
        }
        moreAt[moreCount] = i;
        more[moreCount++] = 1;
    }

    /** The first of the {@link #oneMore} records at entry {@code from} or later ({@link #moreRecords} when none). */
    int moreFrom(int from) {
        int k = moreCount;
        while (k > 0 && moreAt[k - 1] >= from) {
            k--;
        }
        return k;
    }

    int moreRecords() {
        return moreCount;
    }

    /** The entry of record {@code k}, and how many members it stands for after it. */
    int moreAt(int k) {
        return moreAt[k];
    }

    int more(int k) {
        return more[k];
    }

    /** Forgets the records from {@code k} on: their entries were read, or belong to a parse that ended. */
    void forgetMore(int k) {
        moreCount = k;
    }

    /** {@link #setValue} outside the page it set last: the first page doubled, or another page, held from then on. */
    private void setValueFurther(int i, JsonNode value) {
        int page = i >>> SHIFT;
        if (page >= values.length || values[page] == null || (i & MASK) >= values[page].length) {
            values = room(values, page, i, JsonNode[]::new);
        }
        valuePage = values[page];
        valueBase = page << SHIFT;
        valuePage[i & MASK] = value;
    }

    private void setNameFurther(int i, String name, int at) {
        int page = i >>> SHIFT;
        if (page >= names.length || names[page] == null || (i & MASK) >= names[page].length) {
            names = room(names, page, i, String[]::new);
            nameAt = roomForInts(nameAt, page, i);
        }
        namePage = names[page];
        nameAtPage = nameAt[page];
        nameBase = page << SHIFT;
        namePage[i & MASK] = name;
        nameAtPage[i & MASK] = at;
    }

    /** {@code pages} with room for entry {@code i} of page {@code page}: the first page doubled, or whole pages added. */
    private static <T> T[][] room(T[][] pages, int page, int i, IntFunction<T[]> newPage) {
        T[][] grown = page < pages.length ? pages : Arrays.copyOf(pages, Math.max(page + 1, 2 * pages.length));
        if (page == 0) {
            grown[0] = Arrays.copyOf(grown[0], Math.min(PAGE, Math.max(2 * grown[0].length, (i & MASK) + 1)));
        } else if (grown[page] == null) {
            grown[page] = newPage.apply(PAGE);
        }
        return grown;
    }

    private static int[][] roomForInts(int[][] pages, int page, int i) {
        int[][] grown = page < pages.length ? pages : Arrays.copyOf(pages, Math.max(page + 1, 2 * pages.length));
        if (page == 0) {
            grown[0] = Arrays.copyOf(grown[0], Math.min(PAGE, Math.max(2 * grown[0].length, (i & MASK) + 1)));
        } else if (grown[page] == null) {
            grown[page] = new int[PAGE];
        }
        return grown;
    }
}
