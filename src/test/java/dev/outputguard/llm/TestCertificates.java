package dev.outputguard.llm;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.concurrent.atomic.AtomicLong;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Certificates made in memory at test time with BouncyCastle (nothing is committed), written to a directory of
 * their own:
 * <ul>
 * <li>{@code ca.pem}: a CA, as a company's LLM gateway would be signed by; {@code gateway.p12}: the gateway's key
 * and a certificate for {@code localhost} and {@code 127.0.0.1} issued by that CA (the chain included);</li>
 * <li>{@code self-signed.p12} / {@code .pem}: a server that signed its own certificate for the same names;</li>
 * <li>{@code other-host.p12}: a certificate from the same CA made out to {@code llm.example.com} only, for a host name
 * that does not match.</li>
 * </ul>
 * Every key store is PKCS12 with the password {@link #PASSWORD}; every certificate is valid for a day.
 */
public final class TestCertificates {

    public static final String PASSWORD = "changeit";
    private static final AtomicLong SERIAL = new AtomicLong(System.currentTimeMillis());
    private static TestCertificates shared;

    private final Path dir;

    private TestCertificates(Path dir) {
        this.dir = dir;
    }

    /** Made once per test JVM, in a temporary directory deleted when it exits. */
    public static synchronized TestCertificates shared() {
        if (shared == null) {
            try {
                Path dir = Files.createTempDirectory("outputguard-test-certs");
                dir.toFile().deleteOnExit();
                shared = new TestCertificates(dir);
                shared.make();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (GeneralSecurityException | OperatorCreationException e) {
                throw new IllegalStateException(e);
            }
        }
        return shared;
    }

    public Path caPem() {
        return file("ca.pem");
    }

    public Path gatewayKeyStore() {
        return file("gateway.p12");
    }

    public Path selfSignedKeyStore() {
        return file("self-signed.p12");
    }

    public Path selfSignedPem() {
        return file("self-signed.pem");
    }

    public Path otherHostKeyStore() {
        return file("other-host.p12");
    }

    private Path file(String name) {
        return dir.resolve(name);
    }

    private void make() throws IOException, GeneralSecurityException, OperatorCreationException {
        KeyPair caKey = keyPair();
        X509Certificate ca = certificate("CN=Test Company CA", caKey, "CN=Test Company CA", caKey, true);
        pem(caPem(), ca);

        KeyPair gatewayKey = keyPair();
        X509Certificate gateway = certificate("CN=localhost", gatewayKey, "CN=Test Company CA", caKey, false,
                new GeneralName(GeneralName.dNSName, "localhost"), new GeneralName(GeneralName.iPAddress, "127.0.0.1"));
        keyStore(gatewayKeyStore(), gatewayKey, gateway, ca);

        KeyPair selfKey = keyPair();
        X509Certificate self = certificate("CN=localhost", selfKey, "CN=localhost", selfKey, false,
                new GeneralName(GeneralName.dNSName, "localhost"), new GeneralName(GeneralName.iPAddress, "127.0.0.1"));
        keyStore(selfSignedKeyStore(), selfKey, self);
        pem(selfSignedPem(), self);

        KeyPair otherKey = keyPair();
        X509Certificate other = certificate("CN=llm.example.com", otherKey, "CN=Test Company CA", caKey, false,
                new GeneralName(GeneralName.dNSName, "llm.example.com"));
        keyStore(otherHostKeyStore(), otherKey, other, ca);
    }

    private static KeyPair keyPair() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        return generator.generateKeyPair();
    }

    private static X509Certificate certificate(String subject, KeyPair subjectKey, String issuer, KeyPair issuerKey,
            boolean ca, GeneralName... names) throws IOException, GeneralSecurityException, OperatorCreationException {
        Instant now = Instant.now();
        X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(new X500Name(issuer),
                BigInteger.valueOf(SERIAL.incrementAndGet()), Date.from(now.minus(Duration.ofHours(1))),
                Date.from(now.plus(Duration.ofDays(1))), new X500Name(subject), subjectKey.getPublic());
        builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(ca));
        if (names.length > 0) {
            builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(names));
        }
        return new JcaX509CertificateConverter().getCertificate(
                builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(issuerKey.getPrivate())));
    }

    private static void keyStore(Path file, KeyPair key, Certificate... chain) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("server", key.getPrivate(), PASSWORD.toCharArray(), chain);
        try (OutputStream out = Files.newOutputStream(file)) {
            store.store(out, PASSWORD.toCharArray());
        }
    }

    private static void pem(Path file, X509Certificate certificate) throws IOException, GeneralSecurityException {
        String base64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(certificate.getEncoded());
        Files.writeString(file, "-----BEGIN CERTIFICATE-----\n" + base64 + "\n-----END CERTIFICATE-----\n");
    }
}
