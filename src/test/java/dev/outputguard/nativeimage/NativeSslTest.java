package dev.outputguard.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** How the native SSL check reads a build: the arguments' URL protocols and the recorded native SSL switch. */
class NativeSslTest {

    @TempDir
    Path build;

    @Test
    void read_httpsAmongTheProtocolsAndTheSwitchRecordedOn_isSslOn() throws IOException {
        Files.writeString(build.resolve("native-image.args"), "--no-fallback\n--enable-url-protocols=http,https\napp-runner\n");
        runner(true);

        NativeSsl ssl = NativeSsl.read(build);

        assertEquals(List.of("http", "https"), ssl.urlProtocols());
        assertEquals(Optional.of(true), ssl.sslNative());
    }

    @Test
    void read_httpOnlyAndTheSwitchRecordedOff_isSslOff() throws IOException {
        Files.writeString(build.resolve("native-image.args"), "--enable-url-protocols=http\n-jar\napp-runner.jar\n");
        runner(false);

        NativeSsl ssl = NativeSsl.read(build);

        assertEquals(List.of("http"), ssl.urlProtocols());
        assertEquals(Optional.of(false), ssl.sslNative());
    }

    @Test
    void read_noProtocolsArgumentAndNoRecordedSwitch_isNeither() throws IOException {
        Files.writeString(build.resolve("native-image.args"), "--no-fallback\n");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(build.resolve("app-runner.jar")))) {
            zip.putNextEntry(new ZipEntry("META-INF/MANIFEST.MF"));
        }

        assertEquals(new NativeSsl(List.of(), Optional.empty()), NativeSsl.read(build));
    }

    /** A runner jar with one recorded step calling {@code setSslNativeEnabled(on)}, as Quarkus generates it. */
    private void runner(boolean on) throws IOException {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
        writer.visit(Opcodes.V21, Opcodes.ACC_PUBLIC, "io/quarkus/runner/recorded/NativeImageConfigBuildStep$build1", null,
                "java/lang/Object", null);
        MethodVisitor deploy = writer.visitMethod(Opcodes.ACC_PUBLIC, "deploy_0", "()V", null, null);
        deploy.visitCode();
        deploy.visitTypeInsn(Opcodes.NEW, "io/quarkus/runtime/ssl/SslContextConfigurationRecorder");
        deploy.visitInsn(Opcodes.DUP);
        deploy.visitMethodInsn(Opcodes.INVOKESPECIAL, "io/quarkus/runtime/ssl/SslContextConfigurationRecorder", "<init>", "()V", false);
        deploy.visitInsn(on ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        deploy.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "io/quarkus/runtime/ssl/SslContextConfigurationRecorder",
                "setSslNativeEnabled", "(Z)V", false);
        deploy.visitInsn(Opcodes.RETURN);
        deploy.visitMaxs(0, 0);
        deploy.visitEnd();
        writer.visitEnd();
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(build.resolve("app-runner.jar")))) {
            zip.putNextEntry(new ZipEntry("io/quarkus/runner/recorded/NativeImageConfigBuildStep$build1.class"));
            zip.write(writer.toByteArray());
            zip.closeEntry();
        }
    }
}
