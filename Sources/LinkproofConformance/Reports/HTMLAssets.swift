/// The style sheet and script the HTML report inlines.
enum HTMLAssets {
    static let style = """
        :root{--pass:#1a7f37;--diff:#cf222e;--unrec:#9a6700;--line:#d0d7de;--muted:#57606a;--bg:#f6f8fa}
        *{box-sizing:border-box}body{margin:0;font:14px/1.45 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2328;background:#fff}
        header{padding:16px 24px;border-bottom:1px solid var(--line);background:var(--bg)}h1{font-size:20px;margin:0 0 8px}
        main{padding:16px 24px}h2{font-size:15px;margin:0 0 8px}h3{font-size:15px;margin:0 0 4px}h4{font-size:13px;margin:8px 0 4px}
        .muted{color:var(--muted)}.totals{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
        .pill{display:inline-block;padding:1px 10px;border-radius:12px;font-size:12px;font-weight:600;color:#fff;background:var(--muted)}
        .pill.passed{background:var(--pass)}.pill.differing{background:var(--diff)}.pill.unrecorded{background:var(--unrec)}
        .note{margin:8px 0 0;color:var(--unrec)}
        .summaries{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px;margin-bottom:16px}
        .card{border:1px solid var(--line);border-radius:6px;padding:12px}.scroll{max-height:260px;overflow:auto}
        table{border-collapse:collapse;width:100%}th{font-size:12px}th,td{padding:3px 6px;border-bottom:1px solid var(--line);text-align:left}
        td:first-child{white-space:nowrap}.n{text-align:right;font-variant-numeric:tabular-nums}tr[data-filter],tr[data-kind]{cursor:pointer}tr[data-filter]:hover,tr[data-kind]:hover{background:var(--bg)}
        .dot{display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:6px;background:var(--pass)}
        tr.differing .dot{background:var(--diff)}tr.unrecorded .dot{background:var(--unrec)}
        .filters{position:sticky;top:0;z-index:1;display:flex;gap:12px;align-items:center;flex-wrap:wrap;padding:8px 0;background:#fff;border-bottom:1px solid var(--line);margin-bottom:12px}
        .filters .grow{flex:1}.filters input{width:100%;min-width:200px}select,input{font:inherit;padding:2px 4px}
        .case{border:1px solid var(--line);border-left:4px solid var(--pass);border-radius:6px;padding:10px 14px;margin:0 0 12px}
        .case.differing{border-left-color:var(--diff)}.case.unrecorded{border-left-color:var(--unrec)}
        .case p{margin:2px 0}.input code{word-break:break-all}.note-text{color:#424a53}
        code,pre{font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        details.comparison summary{cursor:pointer}details.comparison summary h4{display:inline}
        .changes{margin:4px 0 8px;padding-left:18px}.changes li{margin:2px 0;word-break:break-all}
        .kind{font-size:11px;font-weight:600;padding:0 6px;border-radius:4px;background:#ddf4ff;color:#0969da}
        .kind.accept-to-reject{background:#ffebe9;color:var(--diff)}.kind.security-regression,.pill.security-regression{background:#a40e26;color:#fff}.kind.detail-only{background:var(--bg);color:var(--muted)}
        del{background:#ffebe9;text-decoration:none}ins{background:#dafbe1;text-decoration:none}
        .sides{display:grid;grid-template-columns:1fr 1fr;gap:8px}.side-title{font-size:12px;font-weight:600;color:var(--muted)}
        pre{margin:0;padding:8px;background:var(--bg);border:1px solid var(--line);border-radius:6px;overflow:auto;white-space:pre-wrap;word-break:break-all}
        pre .old{background:#ffebe9;display:inline-block;width:100%}pre .new{background:#dafbe1;display:inline-block;width:100%}
        """

    static let script = """
        (function(){
          var status=document.getElementById('status'),docSel=document.getElementById('document'),kind=document.getElementById('kind'),
              search=document.getElementById('search'),shown=document.getElementById('shown'),empty=document.getElementById('empty'),
              cases=[].slice.call(document.querySelectorAll('article.case'));
          function apply(){
            var s=status.value,d=docSel.value,k=kind.value,q=search.value.trim().toLowerCase(),n=0;
            cases.forEach(function(c){
              var st=c.dataset.status,ok=(s==='all'||(s==='failing'?st!=='passed':st===s))&&(!d||c.dataset.document===d)
                &&(!k||(' '+c.dataset.kinds+' ').indexOf(' '+k+' ')>=0)&&(!q||c.dataset.search.indexOf(q)>=0);
              c.hidden=!ok;if(ok)n++;
            });
            shown.textContent=n+' of '+cases.length+' shown';empty.hidden=n>0;
          }
          [status,docSel,kind].forEach(function(e){e.addEventListener('change',apply)});search.addEventListener('input',apply);
          document.querySelectorAll('tr[data-filter]').forEach(function(r){r.addEventListener('click',function(){
            var v=r.dataset.filter;if([].some.call(docSel.options,function(o){return o.value===v})){docSel.value=v;search.value='';}else{search.value=v.toLowerCase();docSel.value='';}
            status.value='all';apply();})});
          document.querySelectorAll('tr[data-kind]').forEach(function(r){r.addEventListener('click',function(){kind.value=r.dataset.kind;status.value='all';apply();})});
          apply();
        })();
        """
}
