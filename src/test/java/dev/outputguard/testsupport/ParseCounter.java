package dev.outputguard.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.InputDecorator;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * Counts the JSON parsers the app opens, in tests: a Jackson input decorator on Quarkus's ObjectMapper,
 * whose JSON factory every request reader starts from (Funqy's readers copy the mapper, the request
 * contract copies its factory). While {@link #recording} runs, each parser opened records the text it
 * reads, so a test can count how often one request's bytes were parsed.
 */
@Singleton
public class ParseCounter implements ObjectMapperCustomizer {

    private static final List<Supplier<String>> OPENED = new CopyOnWriteArrayList<>();
    private static volatile boolean recording;

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.getFactory().setInputDecorator(new Recorder());
    }

    /** Runs {@code action} and returns how many parsers opened meanwhile read text containing {@code marker}. */
    public static synchronized long parsesContaining(String marker, Runnable action) {
        OPENED.clear();
        recording = true;
        try {
            action.run();
        } finally {
            recording = false;
        }
        return OPENED.stream().map(Supplier::get).filter(text -> text.contains(marker)).count();
    }

    private static final class Recorder extends InputDecorator {
        private static final long serialVersionUID = 1L;

        @Override
        public InputStream decorate(IOContext ctxt, InputStream in) {
            if (!recording) {
                return in;
            }
            ByteArrayOutputStream seen = new ByteArrayOutputStream();
            OPENED.add(() -> seen.toString(StandardCharsets.UTF_8));
            return new FilterInputStream(in) {
                @Override
                public int read() throws IOException {
                    int b = super.read();
                    if (b >= 0) {
                        seen.write(b);
                    }
                    return b;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    int n = super.read(buffer, offset, length);
                    if (n > 0) {
                        seen.write(buffer, offset, n);
                    }
                    return n;
                }
            };
        }

        @Override
        public InputStream decorate(IOContext ctxt, byte[] src, int offset, int length) {
            if (recording) {
                String text = new String(src, offset, length, StandardCharsets.UTF_8);
                OPENED.add(() -> text);
            }
            return null; // the parser reads the bytes as given
        }

        @Override
        public Reader decorate(IOContext ctxt, Reader r) throws IOException {
            if (!recording) {
                return r;
            }
            StringBuilder all = new StringBuilder();
            char[] chunk = new char[8192];
            for (int n; (n = r.read(chunk)) > 0;) {
                all.append(chunk, 0, n);
            }
            String text = all.toString();
            OPENED.add(() -> text);
            return new StringReader(text);
        }
    }
}
