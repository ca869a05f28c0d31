package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.outputguard.extract.JsonExtractor;

/**
 * Two actors doing the same thing at once, or an action leaving data behind, above the verdict, fails the pass:
 * {@code Two users can book the same seat at once.}, {@code Two requests can create duplicate orders.},
 * {@code Deleting a user leaves their orders orphaned.}, {@code The migration locks the whole table for minutes.}.
 * Generated per language from sentences with a record's noun, singular ({@code {x}}) and plural ({@code {p}}), in each
 * of {@link GeneratedReviews#PLACES}. The guard in place (a negation, a unique constraint, a clean-up), a test or a fix
 * naming the race, the race before a fix, and features described neutrally ({@code Users can book several seats at
 * once.}, {@code The job processes two files in parallel.}, {@code Removes duplicate code.}) keep the pass above a
 * marker's. Counted per language.
 */
class RaceStatedGeneratedTest {

    /** Per language: sentences of a race or of data left behind, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "Two users can book the same {x} at once.;Two requests can update the same {x} at the same time."
                    + ";Two workers can process the same {x} concurrently.;Two checkouts can reserve the same {x} simultaneously."
                    + ";Two requests can create duplicate {p}.;Retrying the payment creates duplicate {p}."
                    + ";Deleting a user leaves their {p} orphaned.;Deleting a customer leaves orphaned {p} in the database."
                    + ";The migration locks the whole table while it backfills the {x} column.;Cancelling an import leaves a half-written {x} behind."
                    + ";Deleting a user leaves dangling references to their {p}."
                    + "|Two users cannot book the same {x} at once."
                    + ";Bookings are serialised with a unique constraint, so two users cannot book the same {x}."
                    + ";Deleting a user also deletes their {p}.;The migration runs online without locking the table."
                    + ";Added a test where two users book the same {x} at once."
                    + ";Fixed the race where two requests created duplicate {p}."
                    + ";Two users could book the same {x} at once before this fix.;Users can book several {p} at once."
                    + ";The job processes two {p} in parallel.;Duplicate {p} are now rejected."
                    + ";A unique constraint prevents duplicate {p}.;Deleting a user no longer leaves orphaned {p}."
                    + ";The cleanup job removes orphaned {p}.;The migration no longer locks the whole table."
                    + ";Removes duplicate code in the {x} service.;The {x} and its audit entry are saved at the same time."),
            Map.entry("de", "Zwei Nutzer können dieselbe {x} gleichzeitig buchen.;Zwei Anfragen können dieselbe {x} zur gleichen Zeit ändern."
                    + ";Zwei Anfragen können doppelte {p} erzeugen.;Beim Löschen eines Nutzers bleiben seine {p} verwaist."
                    + ";Die Migration sperrt die ganze Tabelle minutenlang."
                    + "|Zwei Nutzer können nicht dieselbe {x} gleichzeitig buchen.;Nutzer können mehrere {p} gleichzeitig buchen."
                    + ";Der Job verarbeitet zwei {p} parallel."
                    + ";Die Migration sperrt die Tabelle nicht mehr.;Ein Test bucht dieselbe {x} für zwei Nutzer gleichzeitig."
                    + ";Doppelte {p} werden jetzt abgelehnt."),
            Map.entry("fr", "Deux utilisateurs peuvent réserver la même {x} en même temps."
                    + ";Deux requêtes peuvent modifier la même {x} simultanément."
                    + ";Deux requêtes peuvent créer des {p} en double.;Supprimer un utilisateur laisse ses {p} orphelines."
                    + ";La migration verrouille toute la table pendant des minutes."
                    + "|Deux utilisateurs ne peuvent pas réserver la même {x} en même temps."
                    + ";Les utilisateurs peuvent réserver plusieurs {p} à la fois.;Le job traite deux {p} en parallèle."
                    + ";La migration ne verrouille plus la table."
                    + ";Les {p} en double sont maintenant rejetées."),
            Map.entry("es", "Dos usuarios pueden reservar la misma {x} a la vez."
                    + ";Dos peticiones pueden modificar la misma {x} al mismo tiempo."
                    + ";Dos peticiones pueden crear {p} duplicadas.;Borrar un usuario deja sus {p} huérfanas."
                    + ";La migración bloquea toda la tabla durante minutos."
                    + "|Dos usuarios no pueden reservar la misma {x} a la vez."
                    + ";Los usuarios pueden reservar varias {p} a la vez.;El proceso trata dos {p} en paralelo."
                    + ";La migración ya no bloquea la tabla."
                    + ";Las {p} duplicadas ahora se rechazan."),
            Map.entry("it", "Due utenti possono prenotare la stessa {x} contemporaneamente."
                    + ";Due richieste possono modificare la stessa {x} allo stesso tempo."
                    + ";Due richieste possono creare {p} duplicate.;Eliminare un utente lascia le sue {p} orfane."
                    + ";La migrazione blocca l'intera tabella per minuti."
                    + "|Due utenti non possono prenotare la stessa {x} contemporaneamente."
                    + ";Gli utenti possono prenotare più {p} contemporaneamente.;Il job elabora due {p} in parallelo."
                    + ";La migrazione non blocca più la tabella."
                    + ";Le {p} duplicate ora vengono rifiutate."),
            Map.entry("pt", "Dois usuários podem reservar a mesma {x} ao mesmo tempo."
                    + ";Duas requisições podem alterar a mesma {x} simultaneamente."
                    + ";Duas requisições podem criar {p} duplicadas.;Excluir um usuário deixa as suas {p} órfãs."
                    + ";A migração bloqueia a tabela inteira por minutos."
                    + "|Dois usuários não podem reservar a mesma {x} ao mesmo tempo."
                    + ";Os usuários podem reservar várias {p} ao mesmo tempo.;O job processa duas {p} em paralelo."
                    + ";A migração não bloqueia mais a tabela."
                    + ";{P} duplicadas agora são rejeitadas."),
            Map.entry("nl", "Twee gebruikers kunnen dezelfde {x} tegelijk boeken."
                    + ";Twee verzoeken kunnen dezelfde {x} gelijktijdig wijzigen."
                    + ";Twee verzoeken kunnen dubbele {p} aanmaken.;Het verwijderen van een gebruiker laat verweesde {p} achter."
                    + ";De migratie vergrendelt de hele tabel minutenlang."
                    + "|Twee gebruikers kunnen niet dezelfde {x} tegelijk boeken."
                    + ";Gebruikers kunnen meerdere {p} tegelijk boeken.;De job verwerkt twee {p} parallel."
                    + ";De migratie vergrendelt de tabel niet meer."
                    + ";Dubbele {p} worden nu geweigerd."),
            Map.entry("tr", "İki kullanıcı aynı {x} aynı anda ayırtabiliyor."
                    + ";İki istek aynı {x} eşzamanlı olarak güncelleyebiliyor."
                    + ";İki istek mükerrer {p} oluşturabiliyor.;Bir kullanıcıyı silmek {p} sahipsiz bırakıyor."
                    + ";Migrasyon tüm tabloyu dakikalarca kilitliyor."
                    + "|İki kullanıcı aynı {x} aynı anda ayırtamıyor."
                    + ";Kullanıcılar aynı anda birden fazla {p} ayırtabilir.;İş iki dosyayı paralel işliyor."
                    + ";Migrasyon artık tabloyu kilitlemiyor."),
            Map.entry("ja", "二人のユーザーが同じ{x}を同時に予約できる。;二つのリクエストが同じ{x}を同時に更新できる。"
                    + ";二つのリクエストで重複した{x}が作成される。;ユーザーを削除すると{x}が孤立したまま残る。"
                    + ";マイグレーションがテーブル全体を数分間ロックする。"
                    + "|二人のユーザーが同じ{x}を同時に予約することはできない。;ユーザーは複数の{x}を同時に予約できる。"
                    + ";ジョブは二つのファイルを並行して処理する。"
                    + ";マイグレーションはテーブル全体をロックしない。"),
            Map.entry("zh", "两个用户可以同时预订同一个{x}。;两个请求可以同时修改同一个{x}。"
                    + ";两个请求可能创建重复的{x}。;删除用户后，其{x}成为孤立的记录。;迁移会锁住整张表好几分钟。"
                    + "|两个用户不能同时预订同一个{x}。;用户可以同时预订多个{x}。;该任务并行处理两个文件。"
                    + ";迁移不会锁住整张表。"),
            Map.entry("ko", "두 사용자가 같은 {x}을 동시에 예약할 수 있다.;두 요청이 같은 {x}을 동시에 수정할 수 있다."
                    + ";두 요청이 중복된 {x}을 생성할 수 있다.;사용자를 삭제하면 {x}이 고아 레코드로 남는다."
                    + ";마이그레이션이 테이블 전체를 몇 분 동안 잠근다."
                    + "|두 사용자가 같은 {x}을 동시에 예약할 수 없다.;사용자는 여러 {x}을 동시에 예약할 수 있다."
                    + ";작업은 두 파일을 병렬로 처리한다."
                    + ";마이그레이션은 더 이상 테이블 전체를 잠그지 않는다."));

    /** Per language: a record's noun, singular then plural after {@code /}. */
    private static final Map<String, List<String>> RECORDS = Map.ofEntries(
            Map.entry("en", List.of("seat/seats", "order/orders", "invoice/invoices")),
            Map.entry("de", List.of("Buchung/Buchungen", "Bestellung/Bestellungen", "Rechnung/Rechnungen")),
            Map.entry("fr", List.of("place/places", "commande/commandes", "facture/factures")),
            Map.entry("es", List.of("reserva/reservas", "factura/facturas", "entrada/entradas")),
            Map.entry("it", List.of("prenotazione/prenotazioni", "fattura/fatture", "consegna/consegne")),
            Map.entry("pt", List.of("reserva/reservas", "fatura/faturas", "encomenda/encomendas")),
            Map.entry("nl", List.of("boeking/boekingen", "bestelling/bestellingen", "factuur/facturen")),
            Map.entry("tr", List.of("bileti/biletleri", "siparişi/siparişleri", "faturayı/faturaları")),
            Map.entry("ja", List.of("座席/座席", "注文/注文", "請求書/請求書")),
            Map.entry("zh", List.of("座位/座位", "订单/订单", "发票/发票")),
            Map.entry("ko", List.of("좌석/좌석", "주문/주문", "청구서/청구서")));

    @Test
    void aRaceOrDataLeftBehind_failsThePass_andAGuardATestAFixOrAFeatureKeepsIt() {
        ReviewDecider decider = new ReviewDecider(new JsonExtractor());
        GeneratedReviews.Tally family = new GeneratedReviews.Tally();
        GeneratedReviews.Tally plain = new GeneratedReviews.Tally();
        SENTENCES.forEach((language, both) -> {
            String[] sides = both.split("\\|", -1);
            for (String record : RECORDS.get(language)) {
                String[] forms = record.split("/");
                for (String s : sides[0].split(";")) {
                    family.decide(decider, language, GeneratedReviews.PLACES, filled(s, forms), Verdict.FAIL);
                }
                for (String s : sides[1].split(";")) {
                    plain.decide(decider, language, GeneratedReviews.MARKER_PLACES, filled(s, forms), Verdict.PASS);
                }
            }
        });
        GeneratedReviews.assertSides(family, "a race or data left behind", 500, plain,
                "a guard, a test, a fix or a feature", 370);
    }

    private static String filled(String sentence, String[] forms) {
        String s = sentence.replace("{P}", Character.toUpperCase(forms[1].charAt(0)) + forms[1].substring(1))
                .replace("{x}", forms[0]).replace("{p}", forms[1]);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
