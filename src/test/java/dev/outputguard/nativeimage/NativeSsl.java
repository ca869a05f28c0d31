package dev.outputguard.nativeimage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Whether a native build can call an {@code https} URL, from what the build hands to native-image: the URL
 * protocols of its arguments ({@code --enable-url-protocols=http,https}), and the native SSL switch Quarkus records
 * into the image's start ({@code SslContextConfigurationRecorder.setSslNativeEnabled(true)} in a recorded step of
 * the runner jar). Without it the image's SSL context is a disabled one, and its first HTTPS call fails with
 * "Native SSL support is disabled".
 */
record NativeSsl(List<String> urlProtocols, Optional<Boolean> sslNative) {

    private static final String RECORDER = "io/quarkus/runtime/ssl/SslContextConfigurationRecorder";
    private static final String RECORDED = "io/quarkus/runner/recorded/";

    /** Reads the directory native-image builds in (the runner jar and {@code native-image.args}). */
    static NativeSsl read(Path buildDirectory) {
        return new NativeSsl(urlProtocols(buildDirectory.resolve("native-image.args")), sslNative(runner(buildDirectory)));
    }

    /** The protocols of the last {@code --enable-url-protocols=} argument; none when there is none. */
    static List<String> urlProtocols(Path args) {
        String[] words;
        try {
            words = Files.readString(args, StandardCharsets.UTF_8).trim().split("\\s+");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + args + ": the native build did not run", e);
        }
        List<String> protocols = List.of();
        for (String word : words) {
            if (word.startsWith("--enable-url-protocols=")) {
                protocols = Arrays.asList(word.substring(word.indexOf('=') + 1).split(","));
            }
        }
        return protocols;
    }

    /** The value the recorded steps of {@code runnerJar} pass to {@code setSslNativeEnabled}; empty when none does. */
    static Optional<Boolean> sslNative(Path runnerJar) {
        List<Boolean> found = new ArrayList<>();
        try (ZipFile zip = new ZipFile(runnerJar.toFile())) {
            for (ZipEntry entry : zip.stream().toList()) {
                if (entry.getName().startsWith(RECORDED) && entry.getName().endsWith(".class")) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        new ClassReader(in).accept(new SslSwitchFinder(found), 0);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + runnerJar, e);
        }
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(found.size() - 1));
    }

    private static Path runner(Path buildDirectory) {
        try (Stream<Path> files = Files.list(buildDirectory)) {
            return files.filter(p -> p.getFileName().toString().endsWith("-runner.jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no *-runner.jar in " + buildDirectory));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + buildDirectory, e);
        }
    }

    /** Notes the constant pushed right before each call of the recorder's {@code setSslNativeEnabled(boolean)}. */
    private static final class SslSwitchFinder extends ClassVisitor {
        private final List<Boolean> found;

        SslSwitchFinder(List<Boolean> found) {
            super(Opcodes.ASM9);
            this.found = found;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
            return new MethodVisitor(Opcodes.ASM9) {
                private int lastConstant = -1;

                @Override
                public void visitInsn(int opcode) {
                    lastConstant = opcode == Opcodes.ICONST_0 || opcode == Opcodes.ICONST_1 ? opcode : -1;
                }

                @Override
                public void visitMethodInsn(int opcode, String owner, String method, String desc, boolean isInterface) {
                    if (RECORDER.equals(owner) && "setSslNativeEnabled".equals(method) && lastConstant >= 0) {
                        found.add(lastConstant == Opcodes.ICONST_1);
                    }
                    lastConstant = -1;
                }

                @Override
                public void visitVarInsn(int opcode, int varIndex) {
                    lastConstant = -1;
                }
            };
        }
    }
}
