package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Two things that should agree said not to, above the verdict, fail the pass: a sum and its lines, a copy and its
 * source, a total and the bank statement ({@code The invoice total doesn't match the line items.}, {@code The cached
 * price and the stored value are out of sync.}, {@code Die Beträge stimmen nicht mit den Rechnungen überein.},
 * {@code Les montants ne correspondent pas aux factures.}, {@code 合計が明細と一致しません。}, {@code 总额与明细不一致。}).
 * Generated per language from sentences of a verb or an adjective of agreeing negated, or its antonym
 * ({@code mismatch}, {@code out of sync}, {@code Abweichung}, {@code écart}, {@code 不一致}, {@code 불일치}), with each of
 * the language's things ({@code {x}}, {@code {X}}) in each of {@link GeneratedReviews#PLACES}. The agreement stated, a
 * mismatch negated, one fixed or from before the change, a test or a condition of it, and a search or a route that
 * does not match (a check doing its job) keep the pass above a marker's. A test named in another clause than the
 * mismatch, with no condition or named case, is not read as its test ({@code 添加了一个在总额与明细不一致时失败的测试。}):
 * it fails the pass. Counted per language.
 */
class MismatchStatedGeneratedTest {

    /** Per language: sentences of a mismatch stated, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} doesn't match the line items.;{X} does not match the bank statement."
                    + ";{X} no longer matches the database.;{X} does not agree with the ledger."
                    + ";{X} and the stored value are out of sync.;{X} is inconsistent with the report."
                    + ";There is a mismatch between {x} and the ledger.;{X} disagrees with the bank statement."
                    + ";{X} does not add up.;{X} did not match the line items in my run."
                    + "|{X} now matches the line items.;I checked that {x} matches the bank statement."
                    + ";No mismatch between {x} and the ledger.;{X} never disagrees with the ledger now."
                    + ";Fixed: {x} did not match the line items.;Previously {x} did not match the ledger; now it does."
                    + ";Adds a test for the case where {x} does not match the ledger."
                    + ";If {x} does not match the ledger, the job sends the finance team a report."
                    + ";{X} is consistent with the ledger.;{X} and the stored value are in sync."
                    + ";Does {x} still match the bank statement?"),
            Map.entry("de", "{X} stimmen nicht mit den Rechnungen überein.;{X} stimmen nicht."
                    + ";{X} passen nicht zu den Positionen.;Es gibt eine Abweichung zwischen {x} und den Positionen."
                    + ";{X} sind inkonsistent mit der Datenbank.;{X} sind nicht synchron mit der Datenbank."
                    + "|{X} stimmen jetzt mit den Rechnungen überein.;Ich habe geprüft, dass {x} mit dem Kontoauszug übereinstimmen."
                    + ";Keine Abweichung zwischen {x} und den Positionen.;Behoben: {x} stimmten nicht mit den Rechnungen überein."
                    + ";Früher stimmten {x} nicht mit den Rechnungen überein."
                    + ";Der neue Test schlägt an, wenn {x} nicht übereinstimmen."
                    + ";Wenn {x} nicht übereinstimmen, startet der Job den Import neu."),
            Map.entry("fr", "{X} ne correspondent pas aux factures.;{X} ne concordent pas avec le relevé bancaire."
                    + ";{X} ne correspondent plus à la base de données.;Il y a un écart entre {x} et les lignes."
                    + ";{X} sont incohérents avec le rapport."
                    + "|{X} correspondent maintenant aux factures.;J'ai vérifié que {x} correspondent au relevé bancaire."
                    + ";Aucun écart entre {x} et les lignes.;Corrigé : {x} ne correspondaient pas aux factures."
                    + ";Auparavant, {x} ne correspondaient pas aux factures."
                    + ";Ajoute un test pour le cas où {x} ne correspondent pas aux factures."
                    + ";Si {x} ne correspondent pas, le job relance l'import."),
            Map.entry("es", "{X} no coinciden con las líneas.;{X} no cuadran con el extracto bancario."
                    + ";{X} ya no coinciden con la base de datos.;Hay una discrepancia entre {x} y las líneas."
                    + ";{X} son inconsistentes con el informe.;{X} no corresponden con las facturas."
                    + "|{X} ahora coinciden con las líneas.;Comprobé que {x} coinciden con el extracto bancario."
                    + ";No hay discrepancia entre {x} y las líneas.;Corregido: {x} no coincidían con las líneas."
                    + ";Antes {x} no coincidían con las líneas."
                    + ";Añade una prueba para el caso en que {x} no coinciden con las líneas."
                    + ";Si {x} no coinciden, el job relanza la importación."),
            Map.entry("it", "{X} non corrispondono alle righe.;{X} non coincidono con l'estratto conto."
                    + ";{X} non quadrano con il database.;C'è una discrepanza tra {x} e le righe."
                    + ";{X} sono incoerenti con il report.;{X} non corrispondono più alle fatture."
                    + "|{X} ora corrispondono alle righe.;Ho verificato che {x} corrispondono all'estratto conto."
                    + ";Nessuna discrepanza tra {x} e le righe.;Corretto: {x} non corrispondevano alle righe."
                    + ";In precedenza {x} non corrispondevano alle righe."
                    + ";Aggiunge un test per il caso in cui {x} non corrispondono alle righe."
                    + ";Se {x} non corrispondono, il job rilancia l'importazione."),
            Map.entry("pt", "{X} não batem com as linhas.;{X} não coincidem com o extrato bancário."
                    + ";{X} não correspondem ao banco de dados.;Há uma divergência entre {x} e as linhas."
                    + ";{X} são inconsistentes com o relatório.;{X} não conferem com as faturas."
                    + "|{X} agora batem com as linhas.;Verifiquei que {x} coincidem com o extrato bancário."
                    + ";Nenhuma divergência entre {x} e as linhas.;Corrigido: {x} não batiam com as linhas."
                    + ";Antes {x} não batiam com as linhas."
                    + ";Adiciona um teste para o caso em que {x} não batem com as linhas."
                    + ";Se {x} não coincidirem, o job reinicia a importação."),
            Map.entry("nl", "{X} komen niet overeen met de regels.;{X} kloppen niet met het bankafschrift."
                    + ";{X} komen niet meer overeen met de database.;Er is een afwijking tussen {x} en de regels."
                    + ";{X} zijn inconsistent met het rapport."
                    + "|{X} komen nu overeen met de regels.;Ik heb gecontroleerd dat {x} overeenkomen met het bankafschrift."
                    + ";Geen afwijking tussen {x} en de regels.;Opgelost: {x} kwamen niet overeen met de regels."
                    + ";Eerder kwamen {x} niet overeen met de regels."
                    + ";Voegt een test toe voor het geval dat {x} niet overeenkomen."
                    + ";Als {x} niet overeenkomen, stuurt de job een rapport naar het financiële team."),
            Map.entry("tr", "{X} satırlarla uyuşmuyor.;{X} banka ekstresiyle tutmuyor.;{X} veritabanıyla eşleşmiyor."
                    + ";{X} ile satırlar arasında tutarsızlık var.;{X} raporla tutarsız."
                    + "|{X} artık satırlarla uyuşuyor.;{X} ile satırlar arasında tutarsızlık yok."
                    + ";Düzeltildi: {x} satırlarla uyuşmuyordu.;Önceden {x} satırlarla uyuşmuyordu."
                    + ";{X} uyuşmadığında çalışan bir test eklendi.;{X} eşleşmezse iş içe aktarmayı yeniden başlatır."),
            Map.entry("ja", "{x}が明細と一致しません。;{x}が銀行の明細と合いません。;{x}がデータベースと一致していません。"
                    + ";{x}と明細の間に不一致があります。;{x}が明細と食い違っています。"
                    + "|{x}が明細と一致するようになりました。;{x}が銀行の明細と一致することを確認しました。"
                    + ";{x}と明細の不一致はありません。;修正済み: {x}が明細と一致しない問題。"
                    + ";以前は{x}が明細と一致しませんでしたが、今は一致します。"
                    + ";{x}が明細と一致しない場合に失敗するテストを追加しました。"
                    + ";署名が一致しない場合、リクエストは拒否されます。"),
            Map.entry("zh", "{x}与明细不一致。;{x}和银行流水对不上。;{x}与数据库不匹配。;{x}与明细不符。;{x}与数据库不同步。"
                    + "|{x}现在与明细一致。;我确认了{x}与银行流水一致。;{x}与明细没有不一致。"
                    + ";已修复：{x}与明细不一致的问题。;之前{x}与明细不一致，现在一致了。"
                    + ";如果{x}与明细不一致，新增的测试会报告。;如果签名不匹配，任务会重新导入。"),
            Map.entry("ko", "{x} 값이 명세와 일치하지 않습니다.;{x} 값이 은행 명세서와 맞지 않습니다."
                    + ";{x} 값과 데이터베이스가 불일치합니다.;{x} 값이 데이터베이스와 동기화되지 않습니다."
                    + "|{x} 값이 이제 명세와 일치합니다.;{x} 값이 은행 명세서와 일치하는지 확인했습니다."
                    + ";{x} 값과 명세 사이에 불일치가 없습니다.;수정됨: {x} 값이 명세와 일치하지 않던 문제."
                    + ";이전에는 {x} 값이 명세와 일치하지 않았지만 이제 일치합니다."
                    + ";{x} 값이 명세와 일치하지 않으면 실패하는 테스트를 추가했습니다."
                    + ";서명이 일치하지 않으면 요청이 거부됩니다."));

    /** Per language: the things said to agree or not. */
    private static final Map<String, List<String>> THINGS = Map.ofEntries(
            Map.entry("en", List.of("the invoice total", "the exported count", "the cached price")),
            Map.entry("de", List.of("die Beträge", "die Summen", "die exportierten Zahlen")),
            Map.entry("fr", List.of("les montants", "les totaux", "les prix en cache")),
            Map.entry("es", List.of("los totales", "los importes", "los precios en caché")),
            Map.entry("it", List.of("i totali", "gli importi", "i prezzi in cache")),
            Map.entry("pt", List.of("os totais", "os valores", "os preços em cache")),
            Map.entry("nl", List.of("de totalen", "de bedragen", "de gecachte prijzen")),
            Map.entry("tr", List.of("toplamlar", "tutarlar", "önbellekteki fiyatlar")),
            Map.entry("ja", List.of("合計", "金額", "キャッシュの価格")),
            Map.entry("zh", List.of("总额", "金额", "缓存的价格")),
            Map.entry("ko", List.of("합계", "금액", "캐시된 가격")));

    /** Per language: a search, a pattern or a route that does not match, a check doing its job (no thing). */
    private static final Map<String, String> SEARCHES = Map.ofEntries(
            Map.entry("en", "The regex no longer matches substrings in the middle of an email.;Routes that don't match return 404."
                    + ";The pattern does not match hidden files."),
            Map.entry("de", "Routen, die nicht übereinstimmen, liefern 404.;Das Muster passt nicht auf versteckte Dateien."),
            Map.entry("fr", "Les routes qui ne correspondent pas renvoient 404.;Le motif ne correspond pas aux fichiers cachés."),
            Map.entry("es", "Las rutas que no coinciden devuelven 404.;El patrón no coincide con los archivos ocultos."),
            Map.entry("it", "I percorsi che non corrispondono restituiscono 404.;Il pattern non corrisponde ai file nascosti."),
            Map.entry("pt", "Os padrões que não correspondem retornam 404.;O padrão não corresponde aos arquivos ocultos."),
            Map.entry("nl", "Routes die niet overeenkomen geven 404 terug.;Het patroon komt niet overeen met verborgen bestanden."),
            Map.entry("tr", "Eşleşmeyen rotalar 404 döndürür.;Desen gizli dosyalarla eşleşmiyor."),
            Map.entry("ja", "一致しないルートは404を返します。;正規表現は隠しファイルに一致しません。"),
            Map.entry("zh", "不匹配的路由返回404。;该正则不匹配隐藏文件。"),
            Map.entry("ko", "일치하지 않는 라우트는 404를 반환합니다.;정규식이 숨김 파일과 일치하지 않습니다."));

    private static final Map<String, List<String>> NO_THING = Map.ofEntries(SEARCHES.keySet().stream()
            .map(l -> Map.entry(l, List.of("-"))).toArray(Map.Entry[]::new));

    @Test
    void twoThingsSaidNotToAgree_failThePass_andAgreementAFixATestOrASearchKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, THINGS, GeneratedReviews.MARKER_PLACES)
                .keep(SEARCHES, NO_THING, GeneratedReviews.MARKER_PLACES)
                .assertSides("a mismatch stated", 400, "agreement, a fix, a test or a search", 300);
    }
}
