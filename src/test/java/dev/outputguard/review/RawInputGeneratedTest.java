package dev.outputguard.review;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * What a user sends reaching a query, a command, a path or markup as it is, above the verdict, fails the pass: {@code
 * User input is concatenated straight into the SQL string.}, {@code A quote in the search box changes the SQL query.},
 * {@code Die Benutzereingabe wird direkt in die SQL-Abfrage eingefügt.}, {@code ユーザー入力がそのままSQLに連結される。},
 * {@code 用户输入直接拼接到SQL语句中。}. Generated per language from sentences with an input ({@code {x}}, {@code {X}})
 * and a word of passing it on as it is, in each of {@link GeneratedReviews#PLACES}. The same input escaped, bound,
 * validated or checked against a list, a test of it, the past or a fix, a negation, a question, and trusted input
 * (a constant) keep the pass above a marker's. Counted per language.
 */
class RawInputGeneratedTest {

    /** Per language: sentences of input passed on as it is, then (after {@code |}) sentences that keep a pass. */
    private static final Map<String, String> SENTENCES = Map.ofEntries(
            Map.entry("en", "{X} is concatenated straight into the SQL string.;{X} is concatenated into the SQL query."
                    + ";A quote in {x} changes the SQL query.;{X} is passed to the shell unquoted."
                    + ";{X} is used as a file path without checks.;{X} is rendered as raw HTML."
                    + ";{X} goes straight into the query.;{X} ends up in the shell command verbatim."
                    + ";The query is built by string concatenation from {x}."
                    + ";{X} that is not validated is concatenated into the SQL query."
                    + "|{X} is passed to the SQL query as a bound parameter.;{X} is checked against an allow-list before use."
                    + ";{X} is escaped before it is rendered as HTML.;A test checks that a quote in {x} does not change the SQL query."
                    + ";Fixes a bug where a quote in {x} changed the SQL query.;Previously {x} was concatenated into the SQL string."
                    + ";{X} is never concatenated into the SQL query.;Is {x} concatenated into the SQL query?"
                    + ";The constant table name is concatenated into the query.;{X} is trimmed and shown on the page as typed."
                    + ";The SQL query stays as is; {x} is bound as a parameter."),
            Map.entry("de", "{X} wird direkt in die SQL-Abfrage eingefügt.;{X} wird ungeprüft als Pfad verwendet."
                    + ";{X} wird per String-Verkettung in die Abfrage eingebaut.;{X} wird als rohes HTML ausgegeben."
                    + ";Ein Anführungszeichen in {x} verändert die Abfrage."
                    + "|{X} wird als gebundener Parameter an die SQL-Abfrage übergeben.;{X} wird vor der Ausgabe als HTML maskiert."
                    + ";Früher wurde {x} direkt in die SQL-Abfrage eingefügt.;{X} wird nicht mehr direkt in die SQL-Abfrage eingefügt."
                    + ";Ein Test prüft, dass {x} die Abfrage nicht verändert."),
            Map.entry("fr", "{X} est concaténée directement dans la requête SQL.;{X} est utilisée telle quelle comme chemin."
                    + ";{X} est affichée en HTML brut.;{X} est passée à la commande shell sans vérification."
                    + ";Une apostrophe dans {x} modifie la requête."
                    + "|{X} est passée à la requête SQL comme paramètre lié.;{X} est échappée avant d'être affichée en HTML."
                    + ";Corrige un bug où {x} était concaténée dans la requête SQL.;{X} n'est plus concaténée dans la requête SQL."),
            Map.entry("es", "{X} se concatena directamente en la consulta SQL.;{X} se usa tal cual como ruta."
                    + ";{X} se muestra como HTML sin escapar.;{X} se pasa al comando de shell sin comprobar."
                    + ";Una comilla en {x} cambia la consulta."
                    + "|{X} se pasa a la consulta SQL como parámetro enlazado.;{X} se escapa antes de mostrarse como HTML: el HTML está escapado."
                    + ";Antes, {x} se concatenaba directamente en la consulta SQL.;{X} ya no se concatena en la consulta SQL."),
            Map.entry("it", "{X} viene concatenato direttamente nella query SQL.;{X} viene usato così com'è come percorso."
                    + ";{X} viene mostrato come HTML grezzo.;{X} viene passato al comando shell senza controlli."
                    + "|{X} viene passato alla query SQL come parametro associato.;{X} non viene più concatenato nella query SQL."
                    + ";In passato {x} veniva concatenato nella query SQL."),
            Map.entry("pt", "{X} é concatenado direto na consulta SQL.;{X} é usado sem verificação como caminho."
                    + ";{X} é exibido como HTML cru.;{X} é passado ao comando shell sem escapar."
                    + "|{X} é passado à consulta SQL como parâmetro vinculado.;{X} não é mais concatenado na consulta SQL."
                    + ";Antes, {x} era concatenado na consulta SQL."),
            Map.entry("nl", "{X} wordt rechtstreeks in de SQL-query geplakt.;{X} wordt zonder controle als pad gebruikt."
                    + ";{X} wordt als ruwe HTML getoond.;{X} wordt zonder aanhalingstekens aan de shell doorgegeven."
                    + "|{X} wordt als gebonden parameter aan de SQL-query doorgegeven.;{X} wordt niet meer rechtstreeks in de SQL-query geplakt."
                    + ";Vroeger werd {x} rechtstreeks in de SQL-query geplakt."),
            Map.entry("tr", "{X} doğrudan SQL sorgusuna ekleniyor.;{X} kontrol edilmeden dosya yolu olarak kullanılıyor."
                    + ";{X} ham HTML olarak gösteriliyor.;{X} tırnaksız olarak shell komutuna veriliyor."
                    + "|{X} SQL sorgusuna bağlı parametre olarak veriliyor.;{X} önceden doğrudan SQL sorgusuna ekleniyordu."),
            Map.entry("ja", "{X}がそのままSQLに連結される。;{X}がそのままパスとして使われる。;{X}がエスケープされずにHTMLとして表示される。"
                    + ";{X}をチェックせずにシェルのコマンドに渡している。;{X}に引用符が入るとSQLが変わります。"
                    + "|{X}はバインドパラメータとしてSQLに渡される。;{X}はそのままSQLに連結されません。;以前は{x}がそのままSQLに連結されていた。"
                    + ";{X}はエスケープしてからHTMLに出力される。"),
            Map.entry("zh", "{X}直接拼接到SQL语句中。;{X}原样用作文件路径。;{X}未经转义就作为HTML显示。"
                    + ";{X}不加检查就传给shell命令。;{X}里带个引号SQL就变了。"
                    + "|{X}作为绑定参数传给SQL语句。;{X}不会直接拼接到SQL语句中。;以前{x}会直接拼接到SQL语句中。"
                    + ";{X}转义后才作为HTML显示。"),
            Map.entry("ko", "{X}이 그대로 SQL에 붙는다.;{X}이 검증 없이 파일 경로로 사용된다.;{X}이 이스케이프 없이 HTML로 출력된다."
                    + ";{X}이 따옴표 없이 셸 명령에 전달된다.;{X}에 따옴표가 들어가면 SQL이 바뀝니다."
                    + "|{X}은 바인딩 파라미터로 SQL에 전달된다.;{X}이 더 이상 그대로 SQL에 붙지 않는다.;이전에는 {x}이 그대로 SQL에 붙었다."
                    + ";{X}은 이스케이프 처리 후 HTML로 출력된다."));

    /** Per language: what a user sends, the sentences' input. */
    private static final Map<String, List<String>> SUBJECTS = Map.ofEntries(
            Map.entry("en", List.of("user input", "the search term", "the filename from the request", "the comment body")),
            Map.entry("de", List.of("die Benutzereingabe", "der Suchbegriff", "der Dateiname aus der Anfrage")),
            Map.entry("fr", List.of("l'entrée utilisateur", "la saisie", "le nom de fichier reçu")),
            Map.entry("es", List.of("la entrada del usuario", "el nombre de archivo", "el comentario")),
            Map.entry("it", List.of("l'input dell'utente", "il nome del file", "il commento")),
            Map.entry("pt", List.of("a entrada do usuário", "o nome do arquivo", "o comentário")),
            Map.entry("nl", List.of("de gebruikersinvoer", "de bestandsnaam", "de opmerking")),
            Map.entry("tr", List.of("Kullanıcı girdisi", "Dosya adı", "Yorum")),
            Map.entry("ja", List.of("ユーザー入力", "ファイル名", "検索語")),
            Map.entry("zh", List.of("用户输入", "文件名", "搜索词")),
            Map.entry("ko", List.of("사용자 입력", "파일명", "검색창 입력값")));

    @Test
    void inputPassedOnAsItIs_failsThePass_andOneEscapedBoundTestedPastOrTrustedKeepsIt() {
        new GeneratedReviews.Sides().decide(SENTENCES, SUBJECTS, GeneratedReviews.MARKER_PLACES)
                .assertSides("input passed on as it is", 500, "escaped, bound, tested, past, negated or trusted", 150);
    }
}
