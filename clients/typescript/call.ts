// One call through the generated client: extract-json on an LLM reply, then a request the server
// refuses, to show how an error answer arrives. BASE_URL defaults to the local app.
import { Configuration, DefaultApi, ResponseError } from './target/generated/index';

const api = new DefaultApi(new Configuration({ basePath: process.env.BASE_URL ?? 'http://localhost:8080' }));

async function main(): Promise<void> {
  const found = await api.extractJson({
    extractJsonRequest: { text: 'Sure! Here it is: {"genre": "engineering", "tags": ["a", "b"]} Hope that helps.' },
  });
  console.log('extractJson ->', JSON.stringify(found));

  try {
    await api.translate({ translateRequest: { text: 'Hello', sourceLang: 'en', targetLang: 'ja', maxRetries: 9 } });
  } catch (e) {
    if (e instanceof ResponseError) {
      console.log('translate ->', e.response.status, JSON.stringify(await e.response.json()));
    } else {
      throw e;
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
