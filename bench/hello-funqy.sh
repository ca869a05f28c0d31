# Sourced by bench/load.sh and bench/start-breakdown.sh, not run on its own: the minimal Funqy
# hello-world they measure this app against, and how both build it.
#   generate_hello DIR [EXTENSION...]   # writes the project to DIR (the Quarkus version of this pom.xml)
#   build_hello DIR LOG                 # packages it, AOT cache trained by its integration test
# The project: one function (POST /hello), quarkus-funqy-http (which brings quarkus-jackson and
# quarkus-arc), one integration test to train its AOT cache. Each EXTENSION is the artifactId of a
# further io.quarkus extension, e.g. quarkus-smallrye-health; with quarkus-logging-json, its console
# logging is set up the way this app's is (JSON in the prod profile, plain text in dev and test).
# Callers run from the project root and set JAVA_HOME.

hello_quarkus_version=$(sed -n 's:.*<quarkus.platform.version>\(.*\)</quarkus.platform.version>.*:\1:p' pom.xml)

generate_hello() {
  local dir=$1 extension extensions="" properties
  shift
  for extension in "$@"; do
    extensions+="    <dependency><groupId>io.quarkus</groupId><artifactId>$extension</artifactId></dependency>"$'\n'
  done
  mkdir -p "$dir/src/main/java/hello" "$dir/src/main/resources" "$dir/src/test/java/hello"
  cat >"$dir/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>bench</groupId>
  <artifactId>hello-funqy</artifactId>
  <version>1</version>
  <properties>
    <maven.compiler.release>21</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <skipITs>false</skipITs>
  </properties>
  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>io.quarkus.platform</groupId>
        <artifactId>quarkus-bom</artifactId>
        <version>$hello_quarkus_version</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>
  <dependencies>
    <dependency><groupId>io.quarkus</groupId><artifactId>quarkus-funqy-http</artifactId></dependency>
$extensions    <dependency><groupId>io.quarkus</groupId><artifactId>quarkus-junit5</artifactId><scope>test</scope></dependency>
    <dependency><groupId>io.rest-assured</groupId><artifactId>rest-assured</artifactId><scope>test</scope></dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>io.quarkus.platform</groupId>
        <artifactId>quarkus-maven-plugin</artifactId>
        <version>$hello_quarkus_version</version>
        <extensions>true</extensions>
        <executions><execution><goals><goal>build</goal></goals></execution></executions>
      </plugin>
      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.14.0</version></plugin>
      <plugin>
        <artifactId>maven-failsafe-plugin</artifactId>
        <version>3.5.3</version>
        <executions><execution><goals><goal>integration-test</goal><goal>verify</goal></goals></execution></executions>
        <configuration>
          <systemPropertyVariables>
            <java.util.logging.manager>org.jboss.logmanager.LogManager</java.util.logging.manager>
          </systemPropertyVariables>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
POM
  cat >"$dir/src/main/java/hello/Greeting.java" <<'JAVA'
package hello;

import io.quarkus.funqy.Funq;

public class Greeting {
    public record Request(String text) {
    }

    @Funq("hello")
    public String hello(Request request) {
        return "Hello " + request.text();
    }
}
JAVA
  cat >"$dir/src/test/java/hello/GreetingIT.java" <<'JAVA'
package hello;

import static io.restassured.RestAssured.given;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusIntegrationTest;

@QuarkusIntegrationTest
class GreetingIT {
    @Test
    void hello() {
        given().contentType("application/json").body("{\"text\": \"x\"}").when().post("/hello").then().statusCode(200);
    }
}
JAVA
  properties='quarkus.banner.enabled=false\nquarkus.http.test-port=0\n'
  case " $* " in
    *" quarkus-logging-json "*)
      properties+='%dev.quarkus.log.console.json.enabled=false\n%test.quarkus.log.console.json.enabled=false\n' ;;
  esac
  printf %b "$properties" >"$dir/src/main/resources/application.properties"
}

build_hello() {
  ./mvnw -B -q -f "$1/pom.xml" clean verify -Dquarkus.package.jar.aot.enabled=true >"$2" 2>&1 || { tail -n 40 "$2"; return 1; }
}
