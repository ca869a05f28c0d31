package dev.outputguard.align;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.outputguard.assertion.Blanks;

/**
 * A form's field labels or an input mask written where the value was to go ({@code "name": "Firstname Lastname"},
 * {@code "Vorname Nachname"}, {@code "Prénom Nom"}, {@code "姓 名"}, {@code "이름"}, {@code "address": "Street, City, ZIP"},
 * {@code "phone": "+1 (___) ___-____"}, {@code "(XXX) XXX-XXXX"}, {@code "000-0000-0000"}) is a template's blank, not a
 * value the reply asserts: generated over each language's label words for a person's name and an address and its
 * phone numbers' layouts masked with {@code _}, {@code X}, {@code x}, {@code #} (and zeros in three groups), in the
 * orders, cases and marks forms write them, as a string property, a nested object's, a list's item and an object's in a
 * list, in strict and repair mode: extract-json with {@code coerce} answers none of them. The keep side: real names
 * (also names that are words: {@code Rose Field}, {@code Nom}), addresses and phone numbers of each language, a single
 * label word in a free-text field, sizes ({@code XXL}), Markdown headings ({@code ### Notes}), and labels or masks as
 * the value of a property whose name says it holds a label, a placeholder, a mask or a format ({@code label},
 * {@code placeholder}, {@code input_mask}, {@code phone_format}). Counted per side and language.
 */
class FormLabelOrInputMaskGeneratedTest {

    private static final List<String> MODES = List.of("strict", "repair");
    private static final List<String> POSITIONS = List.of("string property", "nested object", "list item", "object in a list");

    /** Each language's labels: given name, family name, full name; street, house number, postal code, city. */
    private static final Map<String, String[][]> LABELS = new LinkedHashMap<>();
    /** Each language's phone layouts, {@code 9} standing for a digit to fill in. */
    private static final Map<String, List<String>> PHONES = new LinkedHashMap<>();
    static {
        LABELS.put("en", new String[][] {{"First Name", "Firstname", "Given name"}, {"Last Name", "Lastname", "Surname", "Family name"},
            {"Full name"}, {"Street", "Street address"}, {"House number"}, {"ZIP", "ZIP code", "Postcode"}, {"City", "Town"}});
        LABELS.put("de", new String[][] {{"Vorname"}, {"Nachname", "Familienname"}, {"Vollständiger Name"}, {"Straße", "Strasse"},
            {"Hausnummer", "Hausnr."}, {"PLZ", "Postleitzahl"}, {"Ort", "Stadt", "Wohnort"}});
        LABELS.put("fr", new String[][] {{"Prénom"}, {"Nom", "Nom de famille"}, {"Nom complet"}, {"Rue", "Adresse"},
            {"Numéro"}, {"Code postal"}, {"Ville"}});
        LABELS.put("es", new String[][] {{"Nombre"}, {"Apellido", "Apellidos"}, {"Nombre completo"}, {"Calle", "Dirección"},
            {"Número"}, {"Código postal"}, {"Ciudad", "Localidad"}});
        LABELS.put("it", new String[][] {{"Nome"}, {"Cognome"}, {"Nome completo"}, {"Via", "Indirizzo"}, {"Numero civico"},
            {"CAP", "Codice postale"}, {"Città", "Comune"}});
        LABELS.put("pt", new String[][] {{"Nome", "Primeiro nome"}, {"Sobrenome", "Apelido"}, {"Nome completo"}, {"Rua", "Endereço"},
            {"Número"}, {"CEP", "Código postal"}, {"Cidade"}});
        LABELS.put("nl", new String[][] {{"Voornaam"}, {"Achternaam"}, {"Volledige naam"}, {"Straat", "Straatnaam"},
            {"Huisnummer"}, {"Postcode"}, {"Plaats", "Woonplaats"}});
        LABELS.put("tr", new String[][] {{"Ad", "Adı"}, {"Soyad", "Soyadı"}, {"Ad Soyad", "Adı Soyadı"}, {"Sokak", "Cadde"},
            {"Bina no"}, {"Posta kodu"}, {"Şehir", "İl"}});
        LABELS.put("ja", new String[][] {{"名"}, {"姓"}, {"氏名", "名前"}, {"住所", "番地"}, {"番地"}, {"郵便番号"}, {"市区町村"}});
        LABELS.put("zh", new String[][] {{"名"}, {"姓"}, {"姓名", "名字"}, {"地址", "街道"}, {"门牌号"}, {"邮编", "邮政编码"}, {"城市"}});
        LABELS.put("ko", new String[][] {{"이름"}, {"성"}, {"성명", "이름"}, {"주소", "도로명"}, {"번지"}, {"우편번호"}, {"도시"}});

        PHONES.put("en", List.of("+1 (999) 999-9999", "(999) 999-9999", "999-999-9999"));
        PHONES.put("de", List.of("+49 9999 9999999", "09999 999999", "+49 (0)999 99999"));
        PHONES.put("fr", List.of("+33 9 99 99 99 99", "09 99 99 99 99"));
        PHONES.put("es", List.of("+34 999 999 999", "999 99 99 99"));
        PHONES.put("it", List.of("+39 999 999 9999", "999 9999999"));
        PHONES.put("pt", List.of("+351 999 999 999", "+55 (99) 99999-9999"));
        PHONES.put("nl", List.of("+31 9 99999999", "099-9999999"));
        PHONES.put("tr", List.of("+90 (999) 999 99 99", "0999 999 99 99"));
        PHONES.put("ja", List.of("099-9999-9999", "+81 99-9999-9999", "99-9999-9999"));
        PHONES.put("zh", List.of("+86 999 9999 9999", "999-9999-9999"));
        PHONES.put("ko", List.of("099-9999-9999", "+82 99-9999-9999"));
    }

    /** A person's name's labels of one language, in the orders and marks forms write them. */
    static List<String> nameLabels(String language) {
        String[][] l = LABELS.get(language);
        List<String> out = new ArrayList<>();
        boolean cjk = "ja zh ko".contains(language);
        for (String first : l[0]) {
            for (String last : l[1]) {
                if (cjk) {
                    out.add(last + " " + first);
                    out.add(last + "・" + first);
                    out.add(last + " / " + first);
                } else {
                    out.add(first + " " + last);
                    out.add(last + ", " + first);
                    out.add(first + " / " + last);
                    out.add((first + " " + last).toLowerCase(Locale.ROOT));
                    out.add((first + " " + last).toUpperCase(Locale.ROOT));
                }
            }
        }
        for (String full : l[2]) {
            if (!full.equals(l[0][0])) {
                out.add(full);
            }
        }
        return out.stream().distinct().toList();
    }

    /** An address's labels of one language. */
    static List<String> addressLabels(String language) {
        String[][] l = LABELS.get(language);
        List<String> out = new ArrayList<>();
        for (String street : l[3]) {
            out.add(street + ", " + l[6][0] + ", " + l[5][0]);
            out.add(street + " " + l[4][0] + ", " + l[5][0] + " " + l[6][0]);
            out.add(l[5][l[5].length - 1] + " " + l[6][l[6].length - 1] + ", " + street);
        }
        return out.stream().distinct().toList();
    }

    /** A language's phone layouts masked with each mask's character. */
    static List<String> phoneMasks(String language) {
        List<String> out = new ArrayList<>();
        for (String layout : PHONES.get(language)) {
            // The country's code and a trunk prefix stay digits: only the number's own digits are masked.
            String code = layout.startsWith("+") ? layout.substring(0, layout.indexOf(' ') + 1) : "";
            String rest = layout.substring(code.length());
            for (String mark : List.of("_", "X", "x", "#")) {
                out.add(code + rest.replace("9", mark));
            }
            if (code.isEmpty()) {
                out.add(rest.replace("9", "0"));
            }
        }
        return out.stream().distinct().toList();
    }

    private static JsonNode answer(String position, String key, String value, String mode) {
        return FormatMaskGeneratedTest.answerIn("contact", position, key, value, mode);
    }

    private static final List<String> NAME_KEYS = List.of("name", "full_name", "customer_name", "contact_name");
    private static final List<String> ADDRESS_KEYS = List.of("address", "shipping_address", "street_address");
    private static final List<String> PHONE_KEYS = List.of("phone", "phone_number", "mobile", "tel");

    @Test
    void aFormsLabelsOrAnInputMask_areNeverAnswered_inEveryLanguageAndPosition() {
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, Integer> wrongBy = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        int k = 0;
        for (String language : LABELS.keySet()) {
            List<String[]> cases = new ArrayList<>();
            for (String v : nameLabels(language)) {
                cases.add(new String[] {NAME_KEYS.get(k++ % NAME_KEYS.size()), v});
            }
            for (String v : addressLabels(language)) {
                cases.add(new String[] {ADDRESS_KEYS.get(k++ % ADDRESS_KEYS.size()), v});
            }
            for (String v : phoneMasks(language)) {
                cases.add(new String[] {PHONE_KEYS.get(k++ % PHONE_KEYS.size()), v});
            }
            for (String[] c : cases) {
                for (String position : POSITIONS) {
                    for (String mode : MODES) {
                        variants++;
                        counts.merge(language, 1, Integer::sum);
                        JsonNode answer = answer(position, c[0], c[1], mode);
                        if (answer != null && !answer.isMissingNode()) {
                            wrongBy.merge(language, 1, Integer::sum);
                            wrong.add(language + " " + position + " " + mode + ": " + c[0] + "=" + c[1] + " -> " + answer);
                        }
                    }
                }
            }
        }
        System.out.println("form labels and input masks, variants by language: " + counts + ", " + variants + " variants");
        System.out.println("form labels and input masks answered (confidently wrong) by language: " + wrongBy + ", "
                + wrong.size() + " of " + variants);
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
        assertTrue(variants >= 1000, variants + " variants");
    }

    /** Real names, including names that are words, of each language. */
    static final List<String> NAMES = List.of("Ada Lovelace", "Rose Field", "Nom", "Name", "Nome", "Jordan Street", "Paris Hilton",
            "Max Mustermann", "Erika Musterfrau", "Jean Dupont", "Marie Nom", "María García", "José Nombre", "Mario Rossi",
            "João Silva", "Jan de Vries", "Ahmet Yılmaz", "Ayşe Ad", "山田 太郎", "山田太郎", "王伟", "李 娜", "김민준", "이 영희",
            "Ms. Smith", "Dr. House", "City Chen", "Town Hall", "Calle 13");
    /** Real addresses of each language. */
    static final List<String> ADDRESSES = List.of("221B Baker Street, London", "1600 Pennsylvania Avenue NW, Washington, DC 20500",
            "Hauptstraße 5, 10115 Berlin", "12 rue de la Paix, 75002 Paris", "Calle Mayor 1, 28013 Madrid",
            "Via Roma 10, 00184 Roma", "Rua Augusta 100, 1100-053 Lisboa", "Damrak 1, 1012 LG Amsterdam",
            "Atatürk Cad. No: 5, 34000 İstanbul", "東京都千代田区千代田1-1", "北京市朝阳区建国路88号", "서울특별시 중구 세종대로 110",
            "State Street, Boston", "Main Street", "City Road 5, London");
    /** Real phone numbers of each language's layouts. */
    static final List<String> PHONE_NUMBERS = List.of("+1 (555) 123-4567", "(555) 123-4567", "+49 30 1234567", "030 1234567",
            "+33 1 23 45 67 89", "+34 912 345 678", "+39 06 1234 5678", "+351 213 456 789", "+31 20 1234567", "+90 (212) 555 12 34",
            "03-1234-5678", "090-1234-5678", "+86 138 0013 8000", "010-1234-5678", "000-1234-5678", "0800 000 000", "110", "911");
    /** Values of mask characters that are no mask. */
    static final List<String> LOOKALIKES = List.of("XXL", "XL", "XXS", "3XL", "XXL/XL", "### Notes", "### Heading\n- one point",
            "#1", "#1234", "X-Men", "Xbox 360", "__init__.py", "x86_64", "No. 5", "Ad", "Soyer", "Ortiz", "Nombre");
    /** Properties whose name says a label, a placeholder, a mask or a format is their value. */
    static final List<String> LABEL_KEYS = List.of("label", "placeholder", "input_mask", "phone_format", "field_label", "pattern",
            "column", "header", "field", "hint", "example");

    @Test
    void realValuesAndALabelsOwnProperty_areAnsweredAsWritten() {
        List<String[]> cases = new ArrayList<>();
        int k = 0;
        for (String v : NAMES) {
            cases.add(new String[] {"name", NAME_KEYS.get(k++ % NAME_KEYS.size()), v});
        }
        for (String v : ADDRESSES) {
            cases.add(new String[] {"address", ADDRESS_KEYS.get(k++ % ADDRESS_KEYS.size()), v});
        }
        for (String v : PHONE_NUMBERS) {
            cases.add(new String[] {"phone", PHONE_KEYS.get(k++ % PHONE_KEYS.size()), v});
        }
        for (String v : LOOKALIKES) {
            cases.add(new String[] {"lookalike", v.startsWith("#") ? "body_markdown" : "size", v});
        }
        // A single label word in a free-text field reads as data: a word, a translation, a note.
        for (String language : LABELS.keySet()) {
            String[][] l = LABELS.get(language);
            for (String[] group : new String[][] {l[0], l[1], l[2], l[5]}) {
                cases.add(new String[] {"one word", List.of("translation", "word", "note", "term").get(k++ % 4), group[0]});
            }
        }
        // Labels and masks where the property says it holds one.
        for (String language : LABELS.keySet()) {
            List<String> values = new ArrayList<>(nameLabels(language).subList(0, 2));
            values.add(addressLabels(language).get(0));
            values.add(phoneMasks(language).get(1));
            for (String v : values) {
                cases.add(new String[] {"label property", LABEL_KEYS.get(k++ % LABEL_KEYS.size()), v});
            }
        }
        Map<String, Integer> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int variants = 0;
        for (String[] c : cases) {
            for (String position : POSITIONS) {
                if (position.equals("list item") && c[2].startsWith("+")) {
                    continue; // a list's item that opens with "+1" counts items not written: left out here
                }
                for (String mode : MODES) {
                    variants++;
                    counts.merge(c[0], 1, Integer::sum);
                    JsonNode answer = answer(position, c[1], c[2], mode);
                    if (answer == null || !c[2].equals(answer.asText())) {
                        wrong.add(c[0] + " " + position + " " + mode + ": " + c[1] + "=" + c[2] + " -> " + answer);
                    }
                }
            }
        }
        System.out.println("form labels and input masks, keep side by kind: " + counts + ", " + variants + " variants, "
                + wrong.size() + " lost");
        assertEquals(List.of(), wrong.subList(0, Math.min(30, wrong.size())), wrong.size() + " of " + variants);
    }

    /** The reading itself names why. */
    @Test
    void theReading_namesTheLabelsOrTheMask() {
        assertNotNull(Blanks.formLabels("name", "Firstname Lastname"));
        assertNotNull(Blanks.formLabels("name", "이름"));
        assertNull(Blanks.formLabels("label", "First name"));
        assertNull(Blanks.formLabels("name", "Rose Field"));
        assertNotNull(Blanks.inputMask("phone", "+1 (___) ___-____"));
        assertNull(Blanks.inputMask("phone_format", "(XXX) XXX-XXXX"));
        assertNull(Blanks.inputMask("size", "XXL"));
    }
}
